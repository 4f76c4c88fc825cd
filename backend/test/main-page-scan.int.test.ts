import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { BLOG_MESSAGES, type BlogArticle } from '@stairs/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { adminAgent } from './helpers/admin';
import { createTestApp, type TestApp } from './helpers/test-app';

const paragraph = (topic: string) =>
  `<p>${topic} ist für viele Wiener Stiegenhäuser die beste Wahl, weil die alte Treppe bleibt und in wenigen Tagen eine neue Oberfläche bekommt, die jahrzehntelang hält und leicht zu pflegen ist.</p>`;

/** The company's main site, served on 127.0.0.1: its page changes between the scans of a test. */
describe('POST /api/blog/scan-main-page (admin) against a local main site', () => {
  let site: Server;
  let page = '';
  let status = 200;
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    site = createServer((_req, res) => {
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const { port } = site.address() as AddressInfo;
    t = await createTestApp({ env: { SITE_MAIN_URL: `http://127.0.0.1:${port}/` } });
    admin = await adminAgent(t.server);
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => site?.close(resolve));
  });

  const titles = async () =>
    (
      (await admin.get('/api/admin/blog/articles').expect(200)).body as { articles: BlogArticle[] }
    ).articles.map((article) => `${article.status}: ${article.title}`);

  it('makes a draft of each new section once; a section the blog has already is left alone', async () => {
    await admin
      .post('/api/blog/create')
      .send({ title: 'Treppenrenovierung mit Eiche!', content: 'Schon im Blog.' })
      .expect(201);
    page = `<html><body><nav><h2>Menü</h2></nav><main>
      <h2>Treppenrenovierung mit Eiche</h2>${paragraph('Eiche')}
      <h2>Fertigparkett auf Betonstufen</h2>${paragraph('Fertigparkett')}
      <h2>Kragarmtreppen</h2>${paragraph('Eine Kragarmtreppe')}
    </main></body></html>`;

    const first = await admin.post('/api/blog/scan-main-page').expect(200);
    expect(first.body).toEqual({ success: true, foundNewContent: true, createdArticles: 2 });
    expect(await titles()).toEqual(
      expect.arrayContaining([
        'draft: Fertigparkett auf Betonstufen',
        'draft: Kragarmtreppen',
        'published: Treppenrenovierung mit Eiche!',
      ]),
    );
    expect(await titles()).toHaveLength(3);

    // Nothing new the second time; drafts stay drafts (invisible to visitors).
    const second = await admin.post('/api/blog/scan-main-page').expect(200);
    expect(second.body).toEqual({ success: true, foundNewContent: false, createdArticles: 0 });
    const list = await request(t.server).get('/api/blog/articles').expect(200);
    expect(list.body.articles).toHaveLength(1);
  });

  it('answers a main site that fails or is no HTML page with a German 502; visitors may not scan', async () => {
    status = 500;
    const failed = await admin.post('/api/blog/scan-main-page').expect(502);
    expect(failed.body.message).toBe(BLOG_MESSAGES.mainPageUnreachable);
    status = 200;
    await request(t.server).post('/api/blog/scan-main-page').expect(401);
  });
});
