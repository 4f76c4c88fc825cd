import {
  ANSWER_PAGES,
  BLOG_LIST_TEXTS,
  BLOG_MESSAGES,
  blogListPagePath,
  FORM_ACTIONS,
  FORM_ANSWER_QUERY_KEY,
  FORM_SENT_PAGES,
  type BlogArticle,
  type FormAnswer,
} from '@stairs/contracts';
import { Route, Routes } from '@stairs/router';
import { formsIn, renderPage, textOf } from '@stairs/site/testing';
import BlogListPage from '../BlogListPage';
import BlogUploadPage from '../BlogUploadPage';
import EmailToBlogSentPage from '../EmailToBlogSentPage';
import { BLOG_ARTICLES_QUERY_KEY } from '../../hooks/useBlogArticles';

// The blog's pages the page server renders: the e-mail form's answer and thank-you page, the list's further pages.

function article(n: number): Partial<BlogArticle> {
  return {
    id: `a${n}`,
    slug: `artikel-${n}`,
    title: `Artikel ${n}`,
    excerpt: `Kurz ${n}`,
    status: 'published',
  };
}

describe('the e-mail-to-blog form sent without script', () => {
  const render = (answer: FormAnswer) =>
    renderPage(
      <Routes>
        <Route path={ANSWER_PAGES.blogFromEmail.path} element={<BlogUploadPage />} />
      </Routes>,
      { path: FORM_ACTIONS.blogFromEmail, data: [[FORM_ANSWER_QUERY_KEY, answer]] },
    );

  it('refused: the upload page again, its e-mail form with the text kept and the message under both fields', () => {
    const html = render({
      action: FORM_ACTIONS.blogFromEmail,
      kind: 'invalid',
      values: { subject: ' ', body: '' },
      errors: { subject: BLOG_MESSAGES.emailEmpty, body: BLOG_MESSAGES.emailEmpty },
      message: BLOG_MESSAGES.emailEmpty,
    });
    const form = formsIn(html).find((candidate) => candidate.action === FORM_ACTIONS.blogFromEmail);
    if (!form) throw new Error('no e-mail form');
    const control = (name: string) => form.controls.find((c) => c.name === name);
    expect(control('subject')?.value).toBe(' ');
    expect(control('subject')?.html).toMatch(/aria-invalid="true"/);
    expect(control('body')?.html).toMatch(/aria-invalid="true"/);
    const text = textOf(html);
    expect(text).toContain('Blog-Artikel einreichen');
    expect(text).toContain('Bitte prüfen Sie Ihre Eingaben');
    expect(text).toContain('Zurück zum Blog');
  });

  it('a refusal: what refused it, and the way back to the form', () => {
    const text = textOf(
      render({ action: FORM_ACTIONS.blogFromEmail, kind: 'refused', status: 429, message: 'Zu viele.' }),
    );
    expect(text).toContain('Zu viele Anfragen');
    expect(text).toContain('Zu viele.');
    expect(text).toContain('Zurück zum Formular');
  });

  it('the thank-you page: created, waiting for approval', () => {
    const text = textOf(renderPage(<EmailToBlogSentPage />, { path: FORM_SENT_PAGES.blogFromEmail }));
    expect(text).toContain('Blog-Artikel aus E-Mail erstellt!');
    expect(text).toContain('wartet auf die Freigabe per E-Mail.');
  });
});

describe('a further page of the blog list', () => {
  const render = (path: string, data: unknown) =>
    renderPage(
      <Routes>
        <Route path={ANSWER_PAGES.blogList.path} element={<BlogListPage />} />
      </Routes>,
      { path, data: data ? [[[...BLOG_ARTICLES_QUERY_KEY, { from: 2 }], data]] : [] },
    );

  it('its articles, its heading, the next page while there is one', () => {
    const html = render(blogListPagePath(2), {
      pages: [{ articles: [7, 6, 5, 4, 3, 2].map(article), page: 2, hasMore: true, total: 13 }],
      pageParams: [2],
    });
    expect(html).toMatch(new RegExp(`<h1[^>]*>${BLOG_LIST_TEXTS.pageTitle(2)}</h1>`));
    expect(html).toContain('href="/blog/artikel-7"');
    expect(html).toContain(`href="${blogListPagePath(3)}"`);
    expect(textOf(html)).toContain('Mehr Artikel anzeigen (1 weitere)');
    expect(html).toContain('name="robots" content="noindex"');
  });

  it('no such page: not found', () => {
    const empty = { pages: [{ articles: [], page: 2, hasMore: false, total: 6 }], pageParams: [2] };
    expect(textOf(render(blogListPagePath(2), empty))).toContain(BLOG_LIST_TEXTS.pageNotFound);
    for (const page of ['1', '0', 'abc', '99999999999']) {
      expect(textOf(render(`/api/forms/blog-articles/${page}`, null))).toContain(
        BLOG_LIST_TEXTS.pageNotFound,
      );
    }
  });
});
