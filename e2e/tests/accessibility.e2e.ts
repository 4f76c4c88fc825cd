import { expect, type Page } from '@playwright/test';
import { RENDERED_PAGE_PATHS } from '@stairs/contracts';
import { test } from '../support/visitor';
import { acceptNecessaryCookiesUpFront, pageHydrated, signInAsAdmin } from '../support/fixtures';
import { violations } from '../support/axe';
import { submitConcreteCalculator } from '../support/calculator';

/** Waits until the page is hydrated and its data is there (no skeleton or spinner left in the main area). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

/** The public pages, and the 404 page an unknown path gets. */
const PUBLIC_PATHS = [...RENDERED_PAGE_PATHS, '/gibt-es-nicht'];

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const path of PUBLIC_PATHS) {
    test(`${path} has no violations`, async ({ page }) => {
      await acceptNecessaryCookiesUpFront(page);
      await page.goto(path);
      await settled(page);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('an article has no violations', async ({ page, request }) => {
    const list = (await (await request.get('/api/blog/articles')).json()) as { articles: { slug: string }[] };
    const slug = list.articles[0]?.slug;
    expect(slug).toBeDefined();
    await acceptNecessaryCookiesUpFront(page);
    await page.goto(`/blog/${slug}`);
    await settled(page);
    expect(await violations(page)).toEqual([]);
  });

  test('the cookie banner and the cookie settings dialog have no violations', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Wir respektieren Ihre Privatsphäre' });
    await expect(banner).toBeVisible();
    await settled(page);
    expect(await violations(page)).toEqual([]);
    await banner.getByRole('button', { name: 'Einstellungen' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page, '[role="dialog"]')).toEqual([]);
  });

  test('the keyboard reaches the cookie banner right after the skip link; it never hides the focused element', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Wir respektieren Ihre Privatsphäre' });
    await expect(banner).toBeVisible();
    await settled(page);
    // The banner is in the server HTML; keeping focus above it starts with hydration.
    await pageHydrated(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await banner.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    // Onwards through the page: every focused element outside the banner is above it, not behind it.
    const bannerTop = await banner.evaluate((element) => element.getBoundingClientRect().top);
    const hidden: string[] = [];
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      const position = await page.evaluate(() => {
        const active = document.activeElement;
        // The body: focus went past the page's last element to the browser.
        if (!active || active === document.body) return null;
        if (active.closest('section[aria-labelledby="cookie-banner-title"]')) return null;
        return { bottom: active.getBoundingClientRect().bottom, what: active.outerHTML.slice(0, 100) };
      });
      if (position !== null && position.bottom > bannerTop + 1)
        hidden.push(`${position.bottom} ${position.what}`);
    }
    expect(hidden).toEqual([]);
  });

  test('saving cookie settings from the banner leaves focus on the main content, not the page body', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Wir respektieren Ihre Privatsphäre' });
    await settled(page);
    await banner.getByRole('button', { name: 'Einstellungen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Einstellungen speichern' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(banner).toHaveCount(0);
    await expect(page.locator('main')).toBeFocused();
  });

  test('after a confirmed delete, focus is on the list the entry was in, not the page body', async ({
    page,
  }) => {
    await acceptNecessaryCookiesUpFront(page);
    const phone = `+43 660 ${String(Date.now()).slice(-7)}`;
    const stored = await page.request.post('/api/store-phone', {
      data: { phone, service: 'termin_service', context: 'concrete_calculator', calculationData: null },
    });
    expect(stored.ok()).toBe(true);
    await signInAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Telefonnummern' }).click();
    await page.getByRole('button', { name: `Telefonnummer ${phone} löschen` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
    await expect(page.getByRole('button', { name: `Telefonnummer ${phone} löschen` })).toHaveCount(0);
    await expect(page.getByRole('region', { name: /Telefonnummern/ })).toBeFocused();
  });

  test("the admin's conversion trend, chart and opened table, has no violations", async ({ page }) => {
    await acceptNecessaryCookiesUpFront(page);
    await signInAsAdmin(page);
    await page.goto('/admin');
    const trend = page.getByRole('region', { name: 'Verlauf der letzten 30 Tage' });
    await expect(trend.locator('canvas').first()).toBeVisible();
    await trend.getByText('Zahlen als Tabelle').click();
    await expect(trend.getByRole('table', { name: /Conversions je Tag/ })).toBeVisible();
    expect(await violations(page, '[aria-labelledby="conversion-trends-heading"]')).toEqual([]);
  });

  test('the mobile side menu has no violations', async ({ page }) => {
    await acceptNecessaryCookiesUpFront(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await settled(page);
    await page.getByRole('banner').getByRole('button', { name: /Menü/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page, '[role="dialog"]')).toEqual([]);
  });

  test('the calculator result and its lead dialogs have no violations', async ({ page }) => {
    await acceptNecessaryCookiesUpFront(page);
    await page.goto('/concrete-calculator');
    await settled(page);
    await submitConcreteCalculator(page);
    expect(await violations(page)).toEqual([]);
    const main = page.getByRole('main');
    for (const opener of [/Angebot per E-Mail/, /Telefon-Service/, /Detailliertes Angebot/]) {
      await main.getByRole('button', { name: opener }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await violations(page, '[role="dialog"]')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });

  test('the contact form with its error marks has no violations', async ({ page }) => {
    await acceptNecessaryCookiesUpFront(page);
    await page.goto('/#contact');
    await settled(page);
    const form = page.locator('#contact form');
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByText('Bitte geben Sie Ihren Namen ein.')).toBeVisible();
    expect(await violations(page, '#contact')).toEqual([]);
  });
});
