import request from 'supertest';
import {
  API_MESSAGES,
  BLOG_MESSAGES,
  type BlogArticle,
  type BlogArticlesPage,
  INDEXED_PAGE_PATHS,
  viennaDate,
} from '@stairs/contracts';
import { testAppForSuite } from './helpers/test-app';

const article = (title: string, overrides: Record<string, unknown> = {}) => ({
  title,
  content: `## ${title}\n\nBetonstufen mit **Eiche** verkleiden.`,
  excerpt: 'Kurz gesagt: Holz auf Beton.',
  keywords: 'Treppe, Wien, Eiche',
  metaDescription: 'Wie eine Betonstiege mit Holz verkleidet wird.',
  ...overrides,
});

describe('blog articles', () => {
  const t = testAppForSuite({ admin: true });
  beforeEach(async () => {
    await t.db.query('DELETE FROM blog_articles');
  });

  /** n published articles, one minute apart (the last one newest). */
  async function publishMany(n: number): Promise<void> {
    for (let i = 1; i <= n; i += 1) {
      await t.db.query(
        `INSERT INTO blog_articles (slug, title, content, status, published_at)
         VALUES ($1, $2, 'Text', 'published', now() - make_interval(mins => $3))`,
        [`artikel-${i}`, `Artikel ${i}`, n - i],
      );
    }
  }
  const page = async (query: string) =>
    (await request(t.server).get(`/api/blog/articles${query}`).expect(200)).body as BlogArticlesPage;

  it('pages of 6, newest first, hasMore exactly while more exist (6, 7, 12, 13 articles)', async () => {
    for (const [count, pages] of [
      [6, [6]],
      [7, [6, 1]],
      [12, [6, 6]],
      [13, [6, 6, 1]],
    ] as const) {
      await t.db.query('DELETE FROM blog_articles');
      await publishMany(count);
      for (const [index, size] of pages.entries()) {
        const result = await page(`?page=${index + 1}&limit=6`);
        expect(result.articles).toHaveLength(size);
        expect(result.pagination).toEqual({
          page: index + 1,
          limit: 6,
          hasMore: index + 1 < pages.length,
          total: count,
        });
      }
    }
    // Without a query: page 1 of 6, newest first.
    const first = await page('');
    expect(first.articles[0]?.title).toBe('Artikel 13');
    expect(first.pagination).toMatchObject({ page: 1, limit: 6 });
  });

  it('answers a bad page or limit with a German 400, never a 500', async () => {
    for (const query of ['?page=0', '?page=-1', '?page=abc', '?page=1.5', '?page=']) {
      const response = await request(t.server).get(`/api/blog/articles${query}`).expect(400);
      expect(response.body.message).toBe(BLOG_MESSAGES.pageInvalid);
    }
    for (const query of ['?limit=0', '?limit=51', '?limit=zehn']) {
      const response = await request(t.server).get(`/api/blog/articles${query}`).expect(400);
      expect(response.body.message).toBe(BLOG_MESSAGES.limitInvalid);
    }
  });

  it('an admin creates an article: published at once, slug from the title with the date, unique on collision', async () => {
    const first = (await t.admin.post('/api/blog/create').send(article('Größe & Stil: Eiche!')).expect(201))
      .body as BlogArticle;
    expect(first.slug).toBe(`groesse-stil-eiche-${viennaDate(new Date())}`);
    expect(first.status).toBe('published');
    expect(first.publishedAt).not.toBeNull();
    const second = (await t.admin.post('/api/blog/create').send(article('Größe & Stil: Eiche!')).expect(201))
      .body as BlogArticle;
    expect(second.slug).toBe(`${first.slug}-2`);
    const found = (await request(t.server).get(`/api/blog/article/${first.slug}`).expect(200))
      .body as BlogArticle;
    expect(found).toMatchObject({ title: 'Größe & Stil: Eiche!', keywords: 'Treppe, Wien, Eiche' });
  });

  it('title and content are required, with the spec’s message; blanks are trimmed', async () => {
    for (const body of [article(' '), article('Titel', { content: '' }), { content: 'x' }]) {
      const response = await t.admin.post('/api/blog/create').send(body).expect(400);
      expect(response.body.message).toBe(BLOG_MESSAGES.titleAndContentRequired);
    }
    const saved = (
      await t.admin
        .post('/api/blog/create')
        .send(article('  Mit Rand  ', { excerpt: '  ' }))
        .expect(201)
    ).body as BlogArticle;
    expect(saved).toMatchObject({ title: 'Mit Rand', excerpt: null });
  });

  it('a draft is invisible to visitors and the sitemap until an admin publishes it', async () => {
    await t.db.query(
      `INSERT INTO blog_articles (slug, title, content, status) VALUES ('entwurf-2026-11-24', 'Entwurf', 'Text', 'draft')`,
    );
    const [draft] = (await t.db.query(`SELECT id FROM blog_articles WHERE slug = 'entwurf-2026-11-24'`)) as {
      id: string;
    }[];
    const id = draft?.id ?? '';
    expect((await page('')).articles).toEqual([]);
    await request(t.server).get('/api/blog/article/entwurf-2026-11-24').expect(404);
    expect((await request(t.server).get('/sitemap.xml').expect(200)).text).not.toContain('entwurf');
    // The admin sees it.
    const all = (await t.admin.get('/api/admin/blog/articles').expect(200)).body as {
      articles: BlogArticle[];
    };
    expect(all.articles.map((a) => [a.slug, a.status])).toEqual([['entwurf-2026-11-24', 'draft']]);

    await t.admin
      .put(`/api/blog/article/${id}`)
      .send({ ...article('Entwurf'), status: 'published' })
      .expect(200);
    expect((await page('')).articles.map((a) => a.slug)).toEqual(['entwurf-2026-11-24']);
    const sitemap = (await request(t.server).get('/sitemap.xml').expect(200)).text;
    expect(sitemap).toMatch(/<loc>https?:\/\/[^<]+\/blog\/entwurf-2026-11-24<\/loc><lastmod>\d{4}-/);

    // Unpublished again: gone for visitors.
    await t.admin
      .put(`/api/blog/article/${id}`)
      .send({ ...article('Entwurf'), status: 'draft' })
      .expect(200);
    await request(t.server).get('/api/blog/article/entwurf-2026-11-24').expect(404);
  });

  it('an unknown slug is a 404 with the spec’s text; edits and deletes need the admin session', async () => {
    const missing = await request(t.server).get('/api/blog/article/gibt-es-nicht').expect(404);
    expect(missing.body.message).toBe(BLOG_MESSAGES.articleNotFound);
    // Postgres refuses a NUL byte in a text: such a slug is bad input (the input guard), never a 500.
    const impossible = await request(t.server).get('/api/blog/article/%00').expect(400);
    expect(impossible.body.message).toBe(API_MESSAGES.invalidCharacters);
    const created = (await t.admin.post('/api/blog/create').send(article('Zum Löschen')).expect(201))
      .body as BlogArticle;
    await request(t.server).delete(`/api/blog/article/${created.id}`).expect(401);
    await request(t.server).post('/api/blog/create').send(article('Fremd')).expect(401);
    await t.admin.delete(`/api/blog/article/${created.id}`).expect(200);
    await t.admin.delete(`/api/blog/article/${created.id}`).expect(404);
  });

  it('the sitemap lists the public pages and robots.txt names it', async () => {
    const sitemap = await request(t.server).get('/sitemap.xml').expect(200);
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    // Every page the record calls indexed: the rendered ones but the upload form (noindex).
    for (const path of INDEXED_PAGE_PATHS) {
      expect(sitemap.text).toMatch(new RegExp(`<loc>https?://[^<]+${path === '/' ? '/' : path}</loc>`));
    }
    expect(sitemap.text).not.toContain('/upload');
    const robots = await request(t.server).get('/robots.txt').expect(200);
    expect(robots.text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    expect(robots.text).toContain('Disallow: /admin');
  });

  it('an e-mail becomes a draft awaiting an admin: subject as title, else the first sentence; one of the two suffices', async () => {
    const created = await request(t.server)
      .post('/api/blog/from-email')
      .send({ subject: 'Neue Stufen in Ottakring', body: 'Heute fertig.\r\n\r\n\r\nEiche, geölt.' })
      .expect(201);
    expect(created.body).toMatchObject({
      success: true,
      article: { title: 'Neue Stufen in Ottakring', status: 'draft' },
    });
    const bodyOnly = await request(t.server)
      .post('/api/blog/from-email')
      .send({ body: 'Die Kellerstiege ist neu belegt. Fertigparkett in Eiche.' })
      .expect(201);
    expect(bodyOnly.body.article.title).toBe('Die Kellerstiege ist neu belegt.');
    await request(t.server).post('/api/blog/from-email').send({ subject: 'Nur ein Betreff' }).expect(201);

    // Drafts: not public, in the admin's list with the text as content.
    expect((await page('')).articles).toEqual([]);
    const all = (await t.admin.get('/api/admin/blog/articles').expect(200)).body as {
      articles: BlogArticle[];
    };
    const email = all.articles.find((article) => article.title === 'Neue Stufen in Ottakring');
    expect(email).toMatchObject({
      status: 'draft',
      content: 'Heute fertig.\n\nEiche, geölt.',
      publishedAt: null,
    });
  });

  it('an empty or oversized e-mail is refused with a German 400', async () => {
    for (const body of [{}, { subject: '  ', body: '' }, { subject: null, body: null }]) {
      const response = await request(t.server).post('/api/blog/from-email').send(body).expect(400);
      expect(response.body.message).toBe(BLOG_MESSAGES.emailEmpty);
    }
    const long = await request(t.server)
      .post('/api/blog/from-email')
      .send({ body: 'x'.repeat(20_001) })
      .expect(400);
    expect(long.body.message).toBe(BLOG_MESSAGES.emailTooLong);
  });
});
