import { expect, test as visitorBeforeAnyIntent, type APIRequestContext, type Page } from '@playwright/test';
import { RENDERED_PAGES, hasPathParams } from '@stairs/contracts';
import { test } from '../support/visitor';
import {
  ISLANDS_SCRIPT,
  acceptNecessaryCookiesUpFront,
  holdIslandsScript,
  pageHydrated,
  signInAsAdmin,
  UNTIL_TEST_TIMEOUT,
} from '../support/fixtures';

/** The page as a crawler or a phone without JavaScript receives it. */
async function rawHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { Accept: 'text/html' } });
  return { status: response.status(), html: await response.text(), headers: response.headers() };
}

/**
 * Each page the renderer writes, with what its record (packages/contracts/src/pages.ts) says it shows as its
 * heading and title. `indexed: false`: the page asks search engines to stay away (no canonical URL).
 */
const PUBLIC_PAGES = RENDERED_PAGES.filter((page) => !hasPathParams(page.path)).map((page) => {
  if (!page.shows) throw new Error(`${page.path}: its page record does not say what it shows`);
  return { path: page.path, h1: page.shows.heading, title: page.shows.title, indexed: page.indexed };
});

test.describe('the cookie banner is in the HTML', () => {
  const banner = (page: Page) => page.getByRole('region', { name: 'Wir respektieren Ihre Privatsphäre' });

  test('a first visit sees it before any script of the site ran; a returning visitor never does', async ({
    page,
  }) => {
    const { html } = await rawHtml(page.request, '/');
    expect(html).toMatch(/<\/head><body><script>\(function bootRenderedPage\(/i);
    expect(html).toContain('Wir respektieren Ihre Privatsphäre');
    // No script file of the site arrives: what shows is the server HTML and its one inline script (allowed by
    // the CSP's hash; a wrong hash would leave the banner on screen for the returning visitor below).
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/');
    await expect(banner(page)).toBeVisible();

    const returning = await page.context().newPage();
    await acceptNecessaryCookiesUpFront(returning);
    await returning.route(/\.js(\?|$)/, (route) => route.abort());
    await returning.goto('/');
    await expect(returning.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(returning)).toBeHidden();
  });

  test('once hydrated, its buttons work', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Nur notwendige' }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });
});

test.describe('public pages arrive as HTML', () => {
  for (const page of PUBLIC_PAGES) {
    test(`${page.path}: heading, title, description, canonical and the frame without JavaScript`, async ({
      request,
    }) => {
      const { status, html } = await rawHtml(request, page.path);
      expect(status).toBe(200);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toMatch(new RegExp(`<title>[^<]*${page.title}[^<]*</title>`));
      expect(head).toMatch(/<meta name="description" content="[^"]{40,}"/);
      if (page.indexed === false) {
        expect(head).toContain('<meta name="robots" content="noindex"/>');
        expect(head).not.toContain('rel="canonical"');
      } else {
        expect(head).toMatch(
          new RegExp(`<link rel="canonical" href="https?://[^"]+${page.path === '/' ? '/' : page.path}"`),
        );
      }
      expect(head).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toMatch(new RegExp(`<h1[^>]*>[^<]*${page.h1}`));
      // The frame: company, phone and the legal links are in the HTML, not only after an API call.
      expect(html).toContain('Impressum');
      expect(html).toContain('Datenschutz');
      expect(html).toMatch(/href="tel:\+?\d+"/);
    });
  }

  test('the home page carries the LocalBusiness with the 50 km service area', async ({ request }) => {
    const { html } = await rawHtml(request, '/');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    const business = JSON.parse(json) as { '@type': string[]; areaServed: { geoRadius: number } };
    expect(business['@type']).toContain('LocalBusiness');
    expect(business.areaServed.geoRadius).toBe(50000);
  });

  test('data-driven pages contain their data: the gallery’s pictures, the reference projects', async ({
    request,
  }) => {
    const gallery = await rawHtml(request, '/gallery');
    expect(gallery.html.match(/<img /g)?.length ?? 0).toBeGreaterThanOrEqual(6);
    expect(gallery.html).toContain('G-071');
    // A picture leads to its project's price-check page without script; alive, it opens the viewer.
    expect(gallery.html).toMatch(/<a href="\/api\/forms\/gallery-price-check\/G-071" data-enhanced-link=""/);
    // The calculator is a form the browser can post itself, its pictures (desktop) already in the page.
    const calculator = await rawHtml(request, '/concrete-calculator');
    expect(calculator.html).toMatch(/<form [^>]*action="\/api\/forms\/concrete-calculation" method="post"/);
    expect(calculator.html).toMatch(/<img [^>]*loading="lazy"/);
    const references = await rawHtml(request, '/references');
    expect(references.html).toContain('1070 Wien');
  });

  test('an unknown path is a 404 with the 404 page', async ({ request }) => {
    const { status, html } = await rawHtml(request, '/gibt-es-nicht/auch-nicht');
    expect(status).toBe(404);
    expect(html).toMatch(/<h1[^>]*>Seite nicht gefunden<\/h1>/);
    expect(html).toContain('<meta name="robots" content="noindex"');
  });

  test('HTML comes precompressed with Vary; hashed assets are immutable', async ({ request }) => {
    const { headers, html } = await rawHtml(request, '/gallery');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['vary']).toMatch(/Accept-Encoding/i);
    expect(headers['cache-control']).toBe('no-cache');
    const script = /<script[^>]+src="([^"]+\.[0-9a-f]{8}\.js)"/.exec(html)?.[1] ?? '';
    const asset = await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers()['content-encoding']).toBe('gzip');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

test('the page hydrates without errors and works; the frame keeps the legal links with the API stopped', async ({
  page,
}) => {
  await acceptNecessaryCookiesUpFront(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The API is unreachable for this visitor: the page must not need it to show itself and its frame.
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));

  await page.goto('/gallery');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /Impressum/ })).toBeVisible();
  await expect(footer.getByRole('link', { name: /Datenschutz/ })).toBeVisible();
  await expect(footer.getByText('Musterstraße 1')).toBeVisible();
  // Hydrated: a click on a picture opens the viewer (React handles the click).
  await page.getByRole('link', { name: /G-071/ }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(errors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
});

visitorBeforeAnyIntent(
  'no public page runs JavaScript of the site before the visitor acts (it is only prefetched, after the load)',
  async ({ page }) => {
    // Requests made as scripts (to run); a prefetch is a request of type "other".
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    for (const { path, h1 } of PUBLIC_PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(h1);
    }
    expect(scripts).toEqual([]);
  },
);

visitorBeforeAnyIntent(
  'a rendered page runs no script until the visitor acts; the tap that wakes it is not lost',
  async ({ page }) => {
    await acceptNecessaryCookiesUpFront(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/gallery');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The whole page is there as HTML; none of the site's code has run (it was only prefetched).
    expect(scripts).toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-page-hydrated', '');

    // The visitor's first tap, on a picture: it loads the islands' script (held back here, as on a slow phone),
    // the card shows that its action is coming, and the viewer opens once the card's island is alive.
    const releaseIslands = await holdIslandsScript(page);
    const card = page.getByRole('link', { name: /G-071/ }).first();
    await card.click();
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    releaseIslands();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('[aria-busy="true"], [data-tap-pending]')).toHaveCount(0);
    await pageHydrated(page);
    expect(scripts.some((path) => ISLANDS_SCRIPT.test(path))).toBe(true);
  },
);

test('the first intent brings the frame to life; a form and a remote’s part come to life when the visitor reaches into them', async ({
  page,
}) => {
  await acceptNecessaryCookiesUpFront(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const island = (name: string) => page.locator(`stairs-island[data-island="${name}"]`);

  await page.goto('/');
  await pageHydrated(page);
  // The first intent runs the islands' script and nothing else: no remote, no form, no router, no query client.
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBe(1);
  expect(scripts[0]).toMatch(ISLANDS_SCRIPT);
  await expect(island('sideMenu')).toHaveAttribute('data-island-hydrated', '');
  await expect(island('contactForm')).not.toHaveAttribute('data-island-hydrated', '');
  // Every button of the page is part of an island: outside of one, nothing would ever answer its tap.
  expect(await page.locator('button:not(stairs-island button)').count()).toBe(0);

  // The contact form: its fields are editable in the server HTML (never read-only), and focusing one wakes it.
  const name = page.locator('#contact').getByLabel('Name');
  await expect(name).toBeEditable();
  await name.focus();
  await expect(island('contactForm')).toHaveAttribute('data-island-hydrated', '');
  await expect(name).toBeFocused();
  await name.fill('Maria Berger');
  await expect(name).toHaveValue('Maria Berger');

  // A remote's part of the page: the gallery's code arrives with the visitor's first tap on a card, and only that
  // card comes to life (the gallery is HTML but for its cards, each a part of its own).
  await page.goto('/gallery');
  await pageHydrated(page);
  const before = scripts.length;
  const cards = island('remoteFragment');
  const aliveCards = page.locator('stairs-island[data-island="remoteFragment"][data-island-hydrated]');
  expect(await cards.count()).toBeGreaterThan(1);
  await expect(aliveCards).toHaveCount(0);
  expect(scripts.slice(before).some((path) => path.includes('/remotes/gallery/'))).toBe(false);
  const card = page.getByRole('link', { name: /G-071/ }).first();
  await card.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(scripts.slice(before).some((path) => path.includes('/remotes/gallery/'))).toBe(true);
  await expect(aliveCards).toHaveCount(1);
  // (By its address: the open viewer hides the page from the accessibility tree.)
  await expect(aliveCards.filter({ has: page.locator('a[href$="/G-071"]') })).toHaveCount(1);
});

test('a content change reaches the page’s HTML', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const title = `Stiegenhaus Hietzing ${Date.now()}`;
  const created = await page.request.post('/api/reference-projects', {
    data: {
      title,
      location: '1130 Wien',
      description: 'Betonstiege mit Eiche verkleidet.',
      category: 'concrete',
      imageUrl: '/objects/demo/oak-stairs-finished-1.w1920.webp',
    },
  });
  expect(created.status()).toBe(201);
  const saved = Date.now();
  await expect
    .poll(async () => (await rawHtml(request, '/references')).html, UNTIL_TEST_TIMEOUT)
    .toContain(title);
  // The product's figure, printed rather than asserted: a busy machine stretches it.
  console.log(`/references rendered again ${Date.now() - saved} ms after the change was saved`);
});

test.describe('blog articles arrive as HTML', () => {
  test('an article: its head, BlogPosting data and body in the HTML; in the sitemap; an unknown slug is a 404', async ({
    request,
  }) => {
    const list = (await (await request.get('/api/blog/articles?limit=50')).json()) as {
      articles: { slug: string; title: string; keywords: string | null }[];
    };
    // An article with keywords (other tests publish articles without them).
    const first = list.articles.find((article) => article.keywords);
    expect(first).toBeDefined();
    const slug = first?.slug ?? '';
    const { status, html } = await rawHtml(request, `/blog/${slug}`);
    expect(status).toBe(200);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="canonical" href="`);
    expect(head).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/blog/${slug}"`));
    expect(head).toContain('<meta property="og:type" content="article"');
    expect(head).toMatch(/<meta name="keywords" content="[^"]+"/);
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    const json = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
    );
    const posting = json.find((data) => data['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      articleSection: 'Treppenverkleidung',
      author: { '@type': 'Organization' },
      publisher: { '@type': 'Organization' },
    });
    expect(posting?.wordCount).toEqual(expect.any(Number));
    expect(posting?.datePublished).toEqual(expect.any(String));

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/blog/${slug}</loc>`);
    expect(await (await request.get('/robots.txt')).text()).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);

    const unknown = await rawHtml(request, '/blog/gibt-es-nicht-2026-01-01');
    expect(unknown.status).toBe(404);
  });

  test('the blog list carries the first six articles and hydrates into “more articles”', async ({
    page,
    request,
  }) => {
    const { html } = await rawHtml(request, '/blog');
    expect(html.match(/href="\/blog\/[a-z0-9-]+"/g)?.length ?? 0).toBeGreaterThanOrEqual(6);
    await acceptNecessaryCookiesUpFront(page);
    await page.goto('/blog');
    // Other tests publish articles too: the second page holds up to six more.
    const { pagination } = (await (await request.get('/api/blog/articles')).json()) as {
      pagination: { total: number };
    };
    // The link says what the next page brings (it is a link: without script it leads to that page).
    const following = Math.min(pagination.total - 6, 6);
    await page.getByRole('link', { name: `Mehr Artikel anzeigen (${following} weitere)` }).click();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(Math.min(pagination.total, 12));
  });
});
