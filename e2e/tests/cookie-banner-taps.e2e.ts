import { type Browser, type BrowserContextOptions, type Page, expect, test } from '@playwright/test';
import { holdIslandsScript, pageHydrated } from '../support/fixtures';
import { showIntent } from '../support/visitor';

// The QA's two screens: a phone (taps) and a laptop (clicks).
const SCREENS = [
  {
    name: 'phone',
    options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  },
  { name: 'desktop', options: { viewport: { width: 1366, height: 768 } } },
] as const satisfies readonly { name: string; options: BrowserContextOptions }[];

const banner = (page: Page) => page.getByRole('region', { name: 'Wir respektieren Ihre Privatsphäre' });

async function openPage(browser: Browser, baseURL: string | undefined, options: BrowserContextOptions) {
  const context = await browser.newContext({ ...options, baseURL });
  return { context, page: await context.newPage() };
}

/** A tap on a phone, a click elsewhere: how the visitor presses what they see. */
async function press(page: Page, isPhone: boolean, target: ReturnType<Page['locator']>) {
  if (isPhone) await target.tap();
  else await target.click();
}

for (const screen of SCREENS) {
  const isPhone = screen.name === 'phone';

  test.describe(`with the cookie banner open, on a ${screen.name}`, () => {
    test('a tap on text (a heading, a paragraph) leaves the page where it is', async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await openPage(browser, baseURL, screen.options);
      for (const path of ['/', '/concrete-calculator', '/gallery', '/upload']) {
        await page.goto(path);
        await expect(banner(page)).toBeVisible();
        // The frame (the banner's handlers with it) is alive: the page as the visitor meets it after a moment.
        await showIntent(page);
        await pageHydrated(page);
        for (const text of [page.locator('main h1'), page.locator('main p:visible').first()]) {
          await text.scrollIntoViewIfNeeded();
          const before = await page.evaluate(() => window.scrollY);
          await press(page, isPhone, text);
          // Long enough for any scroll a focus handler starts to show.
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))),
          );
          expect(await page.evaluate(() => window.scrollY), `${path}: ${await text.innerText()}`).toBe(
            before,
          );
        }
        await expect(banner(page)).toBeVisible();
      }
      await context.close();
    });

    test('“Foto auswählen” opens the file picker on the first tap', async ({ browser, baseURL }) => {
      const { context, page } = await openPage(browser, baseURL, screen.options);
      await page.goto('/upload');
      await expect(banner(page)).toBeVisible();
      await showIntent(page);
      await pageHydrated(page);
      const picker = page.getByText('Foto auswählen', { exact: true });
      await picker.scrollIntoViewIfNeeded();
      const chooser = page.waitForEvent('filechooser');
      await press(page, isPhone, picker);
      await chooser;
      await context.close();
    });

    test('“Nur notwendige” hides the banner at the tap, before the page’s script ran; the choice is stored once it runs', async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await openPage(browser, baseURL, screen.options);
      const releaseIslands = await holdIslandsScript(page);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await press(page, isPhone, banner(page).getByRole('button', { name: 'Nur notwendige' }));
      await expect(banner(page)).toBeHidden();
      // Still the server HTML: the islands' script is held back (a slow phone).
      await expect(page.locator('html')).not.toHaveAttribute('data-page-hydrated', '');
      releaseIslands();
      await pageHydrated(page);
      await expect(banner(page)).toHaveCount(0);
      await expect
        .poll(() => page.evaluate(() => window.localStorage.getItem('cookie-consent')))
        .toBe(JSON.stringify({ necessary: true, analytics: false, marketing: false }));
      // The ad service learns the choice once the page's script runs.
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
                .map((entry) => Array.from(entry))
                .filter((args) => args[0] === 'consent' && args[1] === 'update')
                .at(-1)?.[2],
          ),
        )
        .toEqual({
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
        });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner(page)).toBeHidden();
      await context.close();
    });
  });
}
