import { type Browser, type BrowserContext, expect, test } from '@playwright/test';
import { RENDERED_PAGE_PATHS } from '@stairs/contracts';
import { acceptNecessaryCookiesUpFront } from '../support/fixtures';

// A phone without JavaScript reaches the whole site by links, and what needs script is not offered to it
// (docs/decisions.md, "Without script on a phone").

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

async function phoneWithoutScript(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE, baseURL, javaScriptEnabled: false });
}

/** Every published article, as the API lists them. */
async function publishedArticles(baseURL: string | undefined): Promise<{ slug: string; title: string }[]> {
  const response = await fetch(new URL('/api/blog/articles?limit=50', baseURL));
  const body = (await response.json()) as { articles: { slug: string; title: string }[] };
  return body.articles;
}

test('without script on a phone, every page of the site is reachable by links from /', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL ?? '').origin;
  const expected = [
    ...RENDERED_PAGE_PATHS,
    ...(await publishedArticles(baseURL)).map((article) => `/blog/${encodeURIComponent(article.slug)}`),
  ];
  const context = await phoneWithoutScript(browser, baseURL);
  const page = await context.newPage();

  // Breadth first, following only the links a phone shows (the desktop's link bar is hidden at 390 px).
  const found = new Set<string>(['/']);
  const queue = ['/'];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const response = await page.goto(path);
    if (!response?.ok() || !response.headers()['content-type']?.includes('text/html')) continue;
    const hrefs = await page.$$eval('a[href]', (links) =>
      links.filter((link) => link.checkVisibility()).map((link) => (link as HTMLAnchorElement).href),
    );
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin || found.has(url.pathname)) continue;
      found.add(url.pathname);
      queue.push(url.pathname);
    }
  }
  expect(expected.filter((path) => !found.has(path))).toEqual([]);
  await context.close();
});

test('without script, the menu button leads to the footer’s list of every page, with Kontakt and the upload page', async ({
  browser,
  baseURL,
}) => {
  const context = await phoneWithoutScript(browser, baseURL);
  const page = await context.newPage();
  await page.goto('/gallery');
  await page.getByRole('link', { name: 'Menü', exact: true }).tap();
  await expect(page).toHaveURL(/#seiten$/);
  const pages = page.locator('#seiten');
  await expect(pages).toBeInViewport();
  await expect(pages.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/#contact');
  await pages.getByRole('link', { name: 'Blog-Artikel einreichen' }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog-Artikel einreichen');
  await context.close();
});

test('without script, what needs it is not offered: no share button, no cookie banner, no photo picker (the card says why)', async ({
  browser,
  baseURL,
}) => {
  const [article] = await publishedArticles(baseURL);
  expect(article).toBeDefined();
  const context = await phoneWithoutScript(browser, baseURL);
  const page = await context.newPage();
  await page.goto(`/blog/${article!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Teilen' })).toBeHidden();

  // Nor the cookie banner: nothing is stored without script, and it would cover the page's end.
  await expect(page.getByRole('region', { name: 'Wir respektieren Ihre Privatsphäre' })).toBeHidden();

  await page.goto('/upload');
  await expect(page.getByText('Foto auswählen')).toBeHidden();
  await expect(
    page.getByText('Fotos können Sie hier nur mit eingeschaltetem JavaScript hochladen.'),
  ).toBeVisible();
  // The menu's link stands in for the button only without script.
  await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeHidden();
  await context.close();
});

test('“Mehr Artikel anzeigen” says how many follow and, without script, leads to them', async ({
  browser,
  baseURL,
}) => {
  const articles = await publishedArticles(baseURL);
  test.skip(articles.length <= 6, 'needs more than one page of articles');
  const following = articles.slice(6, 12);
  const context = await phoneWithoutScript(browser, baseURL);
  const page = await context.newPage();
  await page.goto('/blog');
  await page.getByRole('link', { name: `Mehr Artikel anzeigen (${following.length} weitere)` }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog – Seite 2');
  for (const article of following)
    await expect(page.getByRole('heading', { name: article.title, exact: true })).toBeVisible();
  await context.close();

  // With script, the same link loads them into the list in place.
  const alive = await browser.newContext({ ...PHONE, baseURL });
  const livePage = await alive.newPage();
  await acceptNecessaryCookiesUpFront(livePage);
  await livePage.goto('/blog');
  await livePage.getByRole('link', { name: `Mehr Artikel anzeigen (${following.length} weitere)` }).tap();
  await expect(livePage.getByRole('link', { name: following[0]!.title }).first()).toBeVisible();
  await expect(livePage).toHaveURL(/\/blog$/);
  await alive.close();
});

test('with script, a photo picked while the blog’s part cannot load is not dropped without a word', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ ...PHONE, baseURL });
  await context.route('**/remotes/blog/**', (route) => route.abort('connectionrefused'));
  const page = await context.newPage();
  await acceptNecessaryCookiesUpFront(page);
  await page.goto('/upload');
  const chooser = page.waitForEvent('filechooser');
  await page.getByText('Foto auswählen', { exact: true }).tap();
  await (
    await chooser
  ).setFiles({ name: 'treppe.png', mimeType: 'image/png', buffer: Buffer.from('not sent anyway') });
  await expect(page.getByRole('alert')).toContainText('Ihr Foto wurde nicht gesendet.');
  await context.close();
});
