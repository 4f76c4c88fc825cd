import { expect, type Page } from '@playwright/test';
import { test } from '../support/visitor';
import {
  STARTUP_FAILURE_TEXT,
  acceptNecessaryCookiesUpFront,
  holdIslandsScript,
  pageHydrated,
} from '../support/fixtures';

test.describe('shared frame and routes', () => {
  test.beforeEach(async ({ page }) => {
    await acceptNecessaryCookiesUpFront(page);
  });

  test('home renders the frame with company details from the site configuration', async ({
    page,
    request,
  }) => {
    const siteConfig = (await (await request.get('/api/site-config')).json()) as {
      companyName: string;
      vatNumber: string;
    };
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Blog' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(siteConfig.vatNumber)).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Impressum' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Datenschutz' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Preis kalkulieren' })).toBeVisible();
    await expect(page.locator('#services')).toBeAttached();
    await expect(page.locator('#contact')).toBeAttached();
  });

  test('the home page shows the gallery’s blocks as HTML and runs the gallery’s code only when the visitor reaches into one', async ({
    page,
  }) => {
    const galleryScripts: string[] = [];
    page.on('request', (request) => {
      // Prefetched scripts are fetched, not run: only what the page runs counts here.
      if (request.url().includes('/remotes/gallery/') && request.resourceType() === 'script')
        galleryScripts.push(request.url());
    });
    await page.goto('/');
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: 'Ausgewählte Projekte' })).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(galleryScripts).toEqual([]);

    const strip = page.locator('stairs-island[data-island="remoteFragment"]', {
      has: page.getByRole('heading', { name: 'Einblicke in unsere Arbeit' }),
    });
    await strip.getByRole('link', { name: /G-071/ }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(galleryScripts.some((url) => url.includes('remoteEntry.js'))).toBe(true);
  });

  const remoteRoutes: Array<{ path: string; marker: RegExp }> = [
    { path: '/concrete-calculator', marker: /Stufenanzahl/ },
    { path: '/renovation-calculator', marker: /Zustand/ },
    { path: '/gallery', marker: /Bildergalerie/ },
    { path: '/references', marker: /Referenzprojekte/ },
    { path: '/blog', marker: /Blog/ },
    { path: '/admin', marker: /Anmelden/ },
    { path: '/admin-gallery', marker: /Galerie-Admin/ },
    { path: '/blog-admin', marker: /Blog/ },
    { path: '/admin/blog', marker: /Blog/ },
  ];
  for (const { path, marker } of remoteRoutes) {
    test(`remote route ${path} renders inside the frame`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main').getByText(marker).first()).toBeVisible();
      await expect(page.getByText(STARTUP_FAILURE_TEXT)).toHaveCount(0);
      await expect(page.getByRole('banner')).toBeVisible();
    });
  }

  test('an unknown path shows the 404 screen with links and a call button', async ({ page }) => {
    await page.goto('/diese-seite-gibt-es-nicht');
    await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Betonstufen Kalkulator' })).toHaveAttribute(
      'href',
      '/concrete-calculator',
    );
    await expect(main.getByRole('link', { name: 'Renovierung Kalkulator' })).toHaveAttribute(
      'href',
      '/renovation-calculator',
    );
    await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();
  });
});

test.describe('header navigation', () => {
  test.beforeEach(async ({ page }) => {
    await acceptNecessaryCookiesUpFront(page);
  });

  test('the Preiskalkulator dropdown opens on hover and leads to both calculators', async ({ page }) => {
    // The app's code is held back: the hover lands on the server HTML, where CSS opens the menu.
    const releaseApp = await holdIslandsScript(page);
    // The page's load waits for the held script.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Betonstufen verkleiden' })).toBeHidden();
    await header.getByRole('button', { name: 'Preiskalkulator' }).hover();
    await expect(header.getByRole('link', { name: 'Treppe renovieren' })).toBeVisible();
    // Hydrated under the mouse, the menu stays open.
    releaseApp();
    await pageHydrated(page);
    await expect(header.getByRole('button', { name: 'Preiskalkulator' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(header.getByRole('link', { name: 'Treppe renovieren' })).toBeVisible();
    await header.getByRole('link', { name: 'Betonstufen verkleiden' }).click();
    await expect(page).toHaveURL(/\/concrete-calculator$/);
  });

  test('Galerie is a plain link (a dropdown with one entry was a click too many)', async ({ page }) => {
    await page.goto('/blog');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Galerie' })).toHaveCount(0);
    await header.getByRole('link', { name: 'Galerie', exact: true }).click();
    await expect(page).toHaveURL(/\/gallery$/);
  });

  test('the services anchor navigates home from another route', async ({ page }) => {
    await page.goto('/references');
    await page.getByRole('banner').getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expect(page.locator('#services')).toBeInViewport();
  });

  test('small screens get a slide-in side menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Blog' })).toBeHidden();
    await header.getByRole('button', { name: /Menü/ }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Treppe renovieren' }).click();
    await expect(page).toHaveURL(/\/renovation-calculator$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  /**
   * How far a section's top is from where a section link should put it: right under the sticky header, or as
   * far as the page scrolls (the last section of a phone page ends before it could reach the header). 0: there.
   */
  const distanceFromLanding = (page: Page, selector: string) =>
    page.evaluate((target) => {
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const offset = (document.querySelector(target)?.getBoundingClientRect().top ?? 1e6) - header;
      const root = document.documentElement;
      const atEnd = window.scrollY + window.innerHeight >= root.scrollHeight - 2;
      return Math.round(atEnd && offset > 0 ? 0 : Math.abs(offset));
    }, selector);

  test('the side menu’s section links land on their section, on the home page and from another page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const follow = async (name: string) => {
      await page.getByRole('banner').getByRole('button', { name: /Menü/ }).click();
      await page.getByRole('dialog').getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    };
    await page.goto('/');
    await follow('Kontakt');
    await expect.poll(() => distanceFromLanding(page, '#contact'), { timeout: 5_000 }).toBeLessThan(20);
    await expect(page.locator('#contact')).toBeFocused();
    await follow('Services');
    await expect.poll(() => distanceFromLanding(page, '#services'), { timeout: 5_000 }).toBeLessThan(20);

    await page.goto('/gallery');
    await follow('Kontakt');
    await expect(page).toHaveURL(/\/#contact$/);
    // Measured once the pictures and the data of the home page have arrived above the section (not after a
    // fixed time: on a busy machine they come later).
    await page.waitForLoadState('networkidle');
    expect(await distanceFromLanding(page, '#contact')).toBeLessThan(20);
  });

  test('a visitor who scrolls the page before it is hydrated stays where they scrolled', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The app's code arrives late, as on a slow phone: the visitor scrolls the server HTML meanwhile.
    const releaseScripts = await holdIslandsScript(page);
    // (A held deferred script holds DOMContentLoaded too: wait for the server HTML itself.)
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    // What the visitor looks at: the section in the middle of the screen.
    const sectionInView = await page.evaluate(
      () =>
        document
          .elementFromPoint(640, 400)
          ?.closest('section[aria-labelledby]')
          ?.getAttribute('aria-labelledby') ?? '',
    );
    expect(sectionInView).not.toBe('');
    releaseScripts();
    // Measured once hydrated and the data above has arrived, not after a fixed time: on a busy machine a
    // second can pass before either, and the test would measure the server HTML.
    await pageHydrated(page);
    await page.waitForLoadState('networkidle');
    // Still there once hydrated (blocks that arrive above it move the page with them), not back at the top.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const stillInView = await page.evaluate((labelledBy) => {
      const rect = document
        .querySelector(`section[aria-labelledby="${labelledBy}"]`)
        ?.getBoundingClientRect();
      return rect !== undefined && rect.bottom > 0 && rect.top < window.innerHeight;
    }, sectionInView);
    expect(stillInView).toBe(true);
  });

  test('the logo and ‘Startseite’ on the home page scroll back to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const header = page.getByRole('banner');
    for (const link of [
      header.getByRole('link', { name: 'Startseite', exact: true }),
      header.getByRole('link').first(),
    ]) {
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await link.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }
  });
});

test('without script, a phone reaches every page from the footer (where its menu button leads)', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [name, heading] of [
    ['Galerie', 'Bildergalerie'],
    ['Blog', 'Blog'],
    ['Referenzprojekte', 'Referenzprojekte'],
  ] as const) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    await page.goBack();
  }
  await context.close();
});
