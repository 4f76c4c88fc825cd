import { type Page, expect } from '@playwright/test';
import { test } from '../support/visitor';

// The ad service's consent mode as docs/product.md §4 maps it.
const ALL_GRANTED = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
};
const ALL_DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};
const ADS_WITHOUT_ANALYTICS = { ...ALL_GRANTED, analytics_storage: 'denied' };

type StoredConsent = { necessary: boolean; analytics: boolean; marketing: boolean };

async function storedConsent(page: Page): Promise<StoredConsent | null> {
  const raw = await page.evaluate(() => window.localStorage.getItem('cookie-consent'));
  return raw === null ? null : (JSON.parse(raw) as StoredConsent);
}

/** The last consent update the page pushed to the ad service's data layer. */
async function lastConsentUpdate(page: Page): Promise<Record<string, string> | null> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
    const updates = layer
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'consent' && args[1] === 'update');
    const last = updates.at(-1);
    return last ? (last[2] as Record<string, string>) : null;
  });
}

test.describe('cookie banner', () => {
  test('"Alle akzeptieren" stores everything granted and grants the ad consent mode', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect
      .poll(() => storedConsent(page))
      .toEqual({ necessary: true, analytics: true, marketing: true });
    await expect.poll(() => lastConsentUpdate(page)).toEqual(ALL_GRANTED);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Alle akzeptieren' })).toHaveCount(0);
  });

  test('"Nur notwendige" stores only the necessary cookies and denies all four', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Nur notwendige' }).click();
    await expect
      .poll(() => storedConsent(page))
      .toEqual({ necessary: true, analytics: false, marketing: false });
    await expect.poll(() => lastConsentUpdate(page)).toEqual(ALL_DENIED);
    await expect(page.getByRole('button', { name: 'Nur notwendige' })).toHaveCount(0);
  });

  test('"Einstellungen" lets the visitor choose marketing only; necessary stays locked on', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Einstellungen', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const switches = dialog.getByRole('switch');
    await expect(switches).toHaveCount(3);
    await expect(switches.nth(0)).toBeDisabled();
    await expect(switches.nth(0)).toHaveAttribute('aria-checked', 'true');
    await switches.nth(2).click();
    await dialog.getByRole('button', { name: 'Einstellungen speichern' }).click();
    await expect
      .poll(() => storedConsent(page))
      .toEqual({ necessary: true, analytics: false, marketing: true });
    // Marketing grants the three ad signals; analytics storage follows analytics (docs/product.md §4).
    await expect.poll(() => lastConsentUpdate(page)).toEqual(ADS_WITHOUT_ANALYTICS);
  });

  test('"Abbrechen" in the settings closes without storing anything', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Einstellungen', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(() => storedConsent(page)).toBeNull();
  });

  test('the footer button reopens the settings; saving stores the choice and reloads', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('switch').nth(2).click();
    const reload = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Einstellungen speichern' }).click();
    await reload;
    await expect
      .poll(() => storedConsent(page))
      .toEqual({ necessary: true, analytics: true, marketing: false });
    // Marketing not granted denies all four, analytics included (docs/product.md §4).
    await expect.poll(() => lastConsentUpdate(page)).toEqual(ALL_DENIED);
  });
});
