import { expect } from '@playwright/test';
import { test } from '../support/visitor';
import {
  STARTUP_FAILURE_TEXT,
  UNTIL_TEST_TIMEOUT,
  acceptNecessaryCookiesUpFront,
  pageHydrated,
} from '../support/fixtures';

test('a remote whose server is down leaves its part of the page a working document', async ({ page }) => {
  await acceptNecessaryCookiesUpFront(page);
  // The gallery remote's server refuses every connection (its manifest, entry and chunks).
  await page.route('**/remotes/gallery/**', (route) => route.abort('connectionrefused'));

  // The page is there as HTML: the pictures show without the remote's code.
  await page.goto('/gallery');
  await pageHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Bildergalerie' })).toBeVisible();
  // A tap on a picture would open the viewer; without the gallery's code the picture is a link to its project's
  // price check, which the browser follows, and the visitor can ask for a price all the same.
  await page.getByRole('link', { name: /G-071/ }).first().click();
  await expect(page).toHaveURL(/\/api\/forms\/gallery-price-check\/G-071$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByLabel('Name *').fill('Vera Lang');
  await page.getByLabel('E-Mail *').fill('vera.lang@example.at');
  await page.getByLabel('Gewünschte Leistung *').selectOption('renovation');
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(page.getByRole('heading', { name: 'Anfrage gesendet!' })).toBeVisible();
  await expect(page.getByText('G-071').first()).toBeVisible();

  // Another remote still works.
  await page.goto('/blog');
  await page.getByRole('link', { name: /Mehr Artikel anzeigen/ }).click();
  await expect.poll(() => page.getByRole('main').getByRole('article').count()).toBeGreaterThan(6);
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByText(STARTUP_FAILURE_TEXT)).toHaveCount(0);

  // The home page shows the gallery's blocks as HTML, without their code.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Ausgewählte Projekte' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Weitere Referenzen ansehen' })).toBeVisible();
  await expect(page.getByText(STARTUP_FAILURE_TEXT)).toHaveCount(0);
});

test('a tap that needed the code of a part that cannot load is answered beside it, the rest keeps working', async ({
  page,
}) => {
  await acceptNecessaryCookiesUpFront(page);
  await page.route('**/remotes/blog/**', (route) => route.abort('connectionrefused'));
  await page.goto('/blog');
  await pageHydrated(page);
  // 'Mehr Artikel anzeigen' is a link: without the blog's code the browser follows it to the next page.
  await page.getByRole('link', { name: /Mehr Artikel anzeigen/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog – Seite 2');
  await page.goBack();
  // The articles are links: they still lead to their pages.
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/blog\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await pageHydrated(page);
  // 'Teilen' has no meaning without the blog's code: the visitor is told, and may reload.
  await page.getByRole('button', { name: 'Teilen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: STARTUP_FAILURE_TEXT })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Seite neu laden' })).toBeVisible();
});

test('a remote that never answers: after a few seconds the tapped picture leads to its page, no endless wait', async ({
  page,
}) => {
  // The shell's own wait (REMOTE_LOAD_TIMEOUT_MS) is a third of the default budget, and a busy machine stretches it.
  test.setTimeout(90_000);
  await acceptNecessaryCookiesUpFront(page);
  // The gallery remote's entry request is accepted and never answered.
  // (Published or not: /remotes/gallery/remoteEntry.js or /remotes/gallery/v/<version>/remoteEntry.js.)
  await page.route(
    /\/remotes\/gallery\/(v\/[^/]+\/)?remoteEntry\.js$/,
    () => new Promise<void>(() => undefined),
  );
  await page.goto('/gallery');
  await pageHydrated(page);
  const card = page.getByRole('link', { name: /G-071/ }).first();
  await card.click();
  await expect(card).toHaveAttribute('aria-busy', 'true');
  // The link's own navigation once the part gives up waiting (a busy machine may stretch the wait, not skip it).
  await expect(page).toHaveURL(/\/api\/forms\/gallery-price-check\/G-071$/, UNTIL_TEST_TIMEOUT);
  await expect(page.getByRole('banner')).toBeVisible();
});
