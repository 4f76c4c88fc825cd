import { Route, Routes } from '@stairs/router';
import BlogListPage from '../BlogListPage';
import BlogArticlePage from '../BlogArticlePage';
import BlogUploadPage from '../BlogUploadPage';
import BlogAdminPage from '../BlogAdminPage';
import { BLOG_ARTICLES_QUERY_KEY } from '../../hooks/useBlogArticles';
import { blogArticleQueryKey } from '../../hooks/useBlogArticle';
import { LATEST_ARTICLES_QUERY_KEY } from '../../hooks/useLatestArticles';
import { ApiError } from '@stairs/api-client';
import { countMatches, onlyFormIn, renderPage, textOf } from '@stairs/site/testing';
import { type ArticlesPage } from '../../lib/articles';
import { blogListPagePath, FORM_ACTIONS, HONEYPOT_FIELD, type BlogArticle } from '@stairs/contracts';

// Server-side renders of every state. Effects (document head, share) need a browser: e2e suite.

const notImplemented = new ApiError(404, 'Not Found', '{"message":"Cannot GET /api/blog/articles"}');
const serverDown = new ApiError(502, 'Bad Gateway', '');

function article(n: number, overrides: Partial<BlogArticle> = {}): BlogArticle {
  return {
    id: `a${n}`,
    slug: `artikel-${n}`,
    title: `Artikel ${n}`,
    content: 'Text',
    excerpt: Array.from({ length: 250 }, () => 'Wort').join(' '),
    keywords: 'Treppe, Wien',
    metaDescription: null,
    status: 'published',
    publishedAt: '2026-03-12T10:00:00Z',
    createdAt: '2026-03-12T10:00:00Z',
    updatedAt: '2026-03-12T10:00:00Z',
    ...overrides,
  };
}

function infinite(pages: ArticlesPage[]) {
  return { pages, pageParams: pages.map((page) => page.page) };
}

describe('BlogListPage', () => {
  it('shows skeletons while loading', () => {
    expect(countMatches(renderPage(<BlogListPage />), /data-testid="blog-skeleton"/)).toBe(6);
  });

  it('shows an error with retry when the call fails (also a 404 of a missing endpoint)', () => {
    const text = textOf(
      renderPage(<BlogListPage />, { errors: [[BLOG_ARTICLES_QUERY_KEY, notImplemented]] }),
    );
    expect(text).toContain('Die Artikel konnten nicht geladen werden.');
    expect(text).toContain('Erneut versuchen');
  });

  it('shows the empty state', () => {
    const data = infinite([{ articles: [], page: 1, hasMore: false, total: null }]);
    const text = textOf(renderPage(<BlogListPage />, { data: [[BLOG_ARTICLES_QUERY_KEY, data]] }));
    expect(text).toContain('Noch keine Artikel verfügbar');
  });

  it('shows cards with date and reading time from the excerpt, and the load-more link while hasMore', () => {
    const data = infinite([{ articles: [article(1), article(2)], page: 1, hasMore: true, total: null }]);
    const html = renderPage(<BlogListPage />, { data: [[BLOG_ARTICLES_QUERY_KEY, data]] });
    const text = textOf(html);
    expect(html).toContain('href="/blog/artikel-1"');
    expect(text).toContain('12. März 2026');
    expect(text).toContain('2 Min. Lesezeit');
    // Without a total, no count; the link leads to the next page as the API writes it (no script needed).
    expect(text).toContain('Mehr Artikel anzeigen');
    expect(text).not.toContain('weitere');
    expect(html).toContain(`href="${blogListPagePath(2)}"`);
  });

  it('counts what the next page brings: all that are left, at most a page', () => {
    const sixOf = (total: number) =>
      infinite([
        {
          articles: [1, 2, 3, 4, 5, 6].map((n) => article(n)),
          page: 1,
          hasMore: true,
          total,
        },
      ]);
    const label = (total: number) =>
      textOf(renderPage(<BlogListPage />, { data: [[BLOG_ARTICLES_QUERY_KEY, sixOf(total)]] }));
    expect(label(7)).toContain('Mehr Artikel anzeigen (1 weitere)');
    expect(label(20)).toContain('Mehr Artikel anzeigen (6 weitere)');
  });

  it('links the upload page, where a visitor with a photo for the blog looks', () => {
    const data = infinite([{ articles: [article(1)], page: 1, hasMore: false, total: 1 }]);
    expect(renderPage(<BlogListPage />, { data: [[BLOG_ARTICLES_QUERY_KEY, data]] })).toContain(
      'href="/upload"',
    );
  });

  it('hides the button on the last page', () => {
    const data = infinite([{ articles: [article(1)], page: 1, hasMore: false, total: null }]);
    const text = textOf(renderPage(<BlogListPage />, { data: [[BLOG_ARTICLES_QUERY_KEY, data]] }));
    expect(text).not.toContain('Mehr Artikel anzeigen');
  });
});

describe('BlogArticlePage', () => {
  const at = (slug: string) => ({ path: `/blog/${slug}` });
  const page = (
    <Routes>
      <Route path="/blog/:slug" element={<BlogArticlePage />} />
    </Routes>
  );

  it('shows a spinner while loading', () => {
    const html = renderPage(page, at('x'));
    expect(html).toContain('role="status"');
    expect(textOf(html)).toContain('Artikel wird geladen...');
  });

  it('shows the not-found state for a 404', () => {
    const html = renderPage(page, { ...at('weg'), errors: [[blogArticleQueryKey('weg'), notImplemented]] });
    const text = textOf(html);
    expect(text).toContain('Artikel nicht gefunden');
    expect(text).toContain('Der gesuchte Artikel existiert nicht oder wurde entfernt.');
    expect(html).toContain('href="/blog"');
  });

  it('shows an error with retry for other failures', () => {
    const text = textOf(renderPage(page, { ...at('x'), errors: [[blogArticleQueryKey('x'), serverDown]] }));
    expect(text).toContain('Der Artikel konnte nicht geladen werden.');
    expect(text).toContain('Erneut versuchen');
  });

  it('renders the article with tags, body, share button and calls to action', () => {
    const body = `## Warum Eiche?\nEiche ist **hart** und *schön*.\n\n[Mehr](https://example.at) <b>roh</b>`;
    const html = renderPage(page, {
      ...at('artikel-1'),
      data: [[blogArticleQueryKey('artikel-1'), article(1, { content: body, keywords: 'Eiche, Wien' })]],
    });
    const text = textOf(html);
    expect(html).toContain('<h1');
    expect(text).toContain('Artikel 1');
    expect(text).toContain('12. März 2026');
    expect(text).toContain('1 Min. Lesezeit');
    expect(text).toContain('Eiche');
    expect(text).toContain('Teilen');
    expect(html).toContain('<h2 class="pt-4 text-2xl font-semibold tracking-tight">Warum Eiche?</h2>');
    expect(html).toContain('<strong class="font-semibold">hart</strong>');
    expect(html).toContain('<em>schön</em>');
    expect(html).toContain('href="https://example.at" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('&lt;b&gt;roh&lt;/b&gt;');
    expect(html).toContain('href="/concrete-calculator"');
    expect(text).toContain('Kostenvoranschlag erstellen');
    expect(text).toContain('Kontakt aufnehmen');
  });
});

describe('BlogUploadPage', () => {
  it('has the back button, both forms (waiting for hydration), the help card and the latest articles', () => {
    const data: ArticlesPage = {
      articles: [1, 2, 3, 4, 5, 6].map((n) => article(n)),
      page: 1,
      hasMore: true,
      total: 9,
    };
    const html = renderPage(<BlogUploadPage />, { data: [[LATEST_ARTICLES_QUERY_KEY, data]] });
    const text = textOf(html);
    expect(html).toContain('href="/blog"');
    expect(text).toContain('JPG, PNG bis 50MB');
    // The picker offers what the server takes, no more (no SVG, no BMP).
    expect(html).toMatch(
      /<input[^>]*type="file"[^>]*accept="image\/jpeg,image\/png,image\/webp,[^"]*\.jpeg[^"]*"/,
    );
    expect(html).not.toMatch(/accept="[^"]*svg/);
    expect(text).toContain('E-Mail zu Blog');
    expect(text).toContain('So funktioniert es');
    // Server HTML: every field takes input from the first paint (the islands runtime adopts it on hydration).
    expect(html).not.toMatch(/<(input|textarea|select)[^>]* (disabled|readOnly)=""/);
    // 'E-Mail zu Blog' is a form the browser can post itself; its button waits for a text only once alive.
    const form = onlyFormIn(html);
    expect(form.method).toBe('post');
    expect(form.action).toBe(FORM_ACTIONS.blogFromEmail);
    expect(form.action).toBe('/api/forms/blog-from-email');
    expect(form.fieldNames).toEqual(['subject', 'body', HONEYPOT_FIELD]);
    expect(form.locked).toEqual([]);
    expect(form.submitButtons).toHaveLength(1);
    expect(html).toMatch(/<button type="submit"[^>]*>Artikel aus E-Mail erstellen<\/button>/);
    expect(countMatches(text, /Ansehen ?: /)).toBe(5);
    expect(text).toContain('Alle 9 Artikel anzeigen');
  });

  it('shows the empty state and the error state', () => {
    const empty: ArticlesPage = { articles: [], page: 1, hasMore: false, total: 0 };
    expect(textOf(renderPage(<BlogUploadPage />, { data: [[LATEST_ARTICLES_QUERY_KEY, empty]] }))).toContain(
      'Noch keine Artikel verfügbar',
    );
    expect(
      textOf(renderPage(<BlogUploadPage />, { errors: [[LATEST_ARTICLES_QUERY_KEY, notImplemented]] })),
    ).toContain('Erneut versuchen');
  });
});

describe('BlogAdminPage', () => {
  it('shows the login card when signed out', () => {
    const html = renderPage(<BlogAdminPage />, { data: [[['/api/auth/session'], { authenticated: false }]] });
    // Its own browser tab title, like every admin screen (not the shell's one title).
    expect(html).toContain('<title>Blog-Verwaltung</title>');
    const text = textOf(html);
    expect(text).toContain('Blog-Verwaltung');
    expect(text).toContain('Admin-Passwort');
    expect(text).toContain('Anmelden');
  });

  it('shows the screen when signed in', () => {
    const text = textOf(
      renderPage(<BlogAdminPage />, { data: [[['/api/auth/session'], { authenticated: true }]] }),
    );
    expect(text).toContain('Blog-Verwaltung');
    expect(text).toContain('Abmelden');
    expect(text).not.toContain('Admin-Passwort');
  });
});
