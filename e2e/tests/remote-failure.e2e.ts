import { expect } from '@playwright/test';
import { test } from '../support/visitor';
import { STARTUP_FAILURE_TEXT, acceptNecessaryCookiesUpFront } from '../support/fixtures';

test('a remote whose server is down fails only its own routes', async ({ page }) => {
  await acceptNecessaryCookiesUpFront(page);
  // The gallery remote's server refuses every connection (its manifest, entry and chunks).
  await page.route('**/remotes/gallery/**', (route) => route.abort('connectionrefused'));

  await page.goto('/gallery');
  await expect(page.getByText(STARTUP_FAILURE_TEXT)).toBeVisible();
  await expect(page.getByRole('button', { name: /neu laden/i })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Another remote still loads, in the same page.
  await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByText(STARTUP_FAILURE_TEXT)).toHaveCount(0);

  // The home page renders; the gallery's home fragments are simply left out.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Preis kalkulieren' })).toBeVisible();
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
  const started = Date.now();
  await page.goto('/gallery');
  await expect(page.getByText(STARTUP_FAILURE_TEXT)).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - started).toBeLessThan(14_000);
  await expect(page.getByRole('banner')).toBeVisible();
});
