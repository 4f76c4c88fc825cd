// @ts-check
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import test from 'node:test';
import { PAGE_BOOT_SCRIPT } from './page-boot-script.mjs';
import { publishedArticleSlugs } from './render-pages.mjs';
import { composeDocument } from './site-builds.mjs';

/** @param {{ head: string; body: string }} parts */
const siteDocument = ({ head, body }) =>
  `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

test('a rendered page: the page head and stylesheets, the boot script opening the body, markup and state', () => {
  const html = composeDocument(
    siteDocument,
    {
      status: 200,
      head: '<title>Blog | Treppen Wien</title>',
      body: '<main><h1>Blog</h1></main>',
      data: { queries: [], mutations: [] },
      failedQueries: [],
      remoteModules: ['blog/BlogListPage'],
    },
    {
      stylesheets: { shell: ['/main.1.css'], remote: ['/remotes/blog/1.css'] },
      scripts: ['/islands.1.js'],
      remoteScripts: ['/remotes/blog/remoteEntry.js', '/remotes/blog/2.js'],
    },
    { blog: '/remotes/blog/mf-manifest.json' },
  );
  // The boot script opens the body: it waits for the head's stylesheets, so the body is laid out once, styled.
  assert.ok(html.includes(`</head><body><script>${PAGE_BOOT_SCRIPT}</script><div id="root">`));
  assert.equal(html.split('<script>').length, 2);
  assert.equal(html.match(/<title>/g)?.length, 1);
  assert.match(
    html,
    /<meta charset="utf-8"><link rel="stylesheet" href="\/main.1.css"><title>Blog \| Treppen Wien<\/title><link rel="stylesheet" href="\/remotes\/blog\/1.css"><script type="text\/x-stairs-deferred" data-src="\/islands.1.js"><\/script><\/head>/,
  );
  assert.match(html, /<div id="root"><main><h1>Blog<\/h1><\/main><\/div><script id="stairs-page-state"/);
  // The scripts for the boot script to prefetch: the islands' (the first intent needs them) and the remote part's
  // (its island will).
  const scripts = JSON.parse(
    /<script id="stairs-app-scripts" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '',
  );
  assert.deepEqual(scripts, {
    islands: ['/islands.1.js'],
    remote: ['/remotes/blog/remoteEntry.js', '/remotes/blog/2.js'],
  });
  // The islands' script waits for the visitor's first intent.
  assert.doesNotMatch(html, /<script[^>]* src=/);
});

test("the published articles' slugs come from the API table's blog list, page by page", async () => {
  /** @type {string[]} */
  const asked = [];
  const server = createServer((req, res) => {
    asked.push(req.url ?? '');
    const page = Number(new URL(req.url ?? '', 'http://x').searchParams.get('page'));
    const body = {
      articles: [{ slug: `artikel-${page}` }],
      pagination: { page, limit: 50, total: 2, hasMore: page < 2 },
    };
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  try {
    const address = /** @type {import('node:net').AddressInfo} */ (server.address());
    const slugs = await publishedArticleSlugs(`http://127.0.0.1:${address.port}`);
    assert.deepEqual(slugs, ['artikel-1', 'artikel-2']);
    assert.deepEqual(asked, ['/api/blog/articles?page=1&limit=50', '/api/blog/articles?page=2&limit=50']);
  } finally {
    await new Promise((resolve) => server.close(() => resolve(undefined)));
  }
});
