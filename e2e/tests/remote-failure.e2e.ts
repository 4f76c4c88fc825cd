import { expect } from '@playwright/test';
import { test } from '../support/visitor';
import { STARTUP_FAILURE_TEXT, acceptNecessaryCookiesUpFront, pageHydrated } from '../support/fixtures';

test('a remote whose server is down fails only its own part of the page, when the visitor needs it', async ({
  page,
}) => {
  await acceptNecessaryCookiesUpFront(page);
  // The gallery remote's server refuses every connection (its manifest, entry and chunks).
  await page.route('**/remotes/gallery/**', (route) => route.abort('connectionrefused'));

  // The page is there as HTML: the pictures show without the remote's code.
  await page.goto('/gallery');
  await pageHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Bildergalerie' })).toBeVisible();
  // The first tap on a picture needs the remote: its part of the page says it could not be loaded.
  await page.getByRole('link', { name: /G-071/ }).first().click();
  await expect(page.getByText(STARTUP_FAILURE_TEXT)).toBeVisible();
  await expect(page.getByRole('button', { name: /neu laden/i })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Another remote still works.
  await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await page.getByRole('button', { name: /Mehr Artikel anzeigen/ }).click();
  await expect.poll(() => page.getByRole('main').getByRole('article').count()).toBeGreaterThan(6);
  await expect(page.getByText(STARTUP_FAILURE_TEXT)).toHaveCount(0);

  // The home page works; the gallery's home fragments are simply left out.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Preis kalkulieren' })).toBeVisible();
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(STARTUP_FAILURE_TEXT)).toHaveCount(0);

  await page.goto('/concrete-calculator');
  await expect(
    page
      .getByRole('main')
      .getByText(/Stufenanzahl/)
      .first(),
  ).toBeVisible();
});

test('a remote that never answers shows the failure page after a few seconds, not an endless spinner', async ({
  page,
}) => {
  await acceptNecessaryCookiesUpFront(page);
  // The gallery remote's entry request is accepted and never answered.
  // (Published or not: /remotes/gallery/remoteEntry.js or /remotes/gallery/v/<version>/remoteEntry.js.)
  await page.route(
    /\/remotes\/gallery\/(v\/[^/]+\/)?remoteEntry\.js$/,
    () => new Promise<void>(() => undefined),
  );
  await page.goto('/gallery');
  await pageHydrated(page);
  const tapped = Date.now();
  await page.getByRole('link', { name: /G-071/ }).first().click();
  await expect(page.getByText(STARTUP_FAILURE_TEXT)).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - tapped).toBeLessThan(14_000);
  await expect(page.getByRole('banner')).toBeVisible();
});
