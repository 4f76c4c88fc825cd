import { expect } from '@playwright/test';
import { test } from '../support/visitor';
import { acceptNecessaryCookiesUpFront } from '../support/fixtures';
import { E2E_ADMIN_PASSWORD } from '../support/stack-env';

test.describe('admin login', () => {
  test.beforeEach(async ({ page }) => {
    await acceptNecessaryCookiesUpFront(page);
  });

  test('a wrong password is refused, the right one opens the overview', async ({ page }) => {
    await page.goto('/admin');
    // Each admin screen names its browser tab (not the shell's one 'Treppen Wien').
    await expect(page).toHaveTitle(/^Admin-Bereich \| /);
    const password = page.getByLabel(/Passwort/);
    await password.fill('falsch');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('Falsches Passwort').first()).toBeVisible();
    expect((await page.request.get('/api/admin/pricing')).status()).toBe(401);

    await password.fill(E2E_ADMIN_PASSWORD);
    await password.press('Enter');
    await expect(page.getByRole('tab', { name: 'Conversions' })).toBeVisible();
    expect((await page.request.get('/api/admin/pricing')).status()).toBe(200);

    // The session is shared: the gallery admin opens without a second login.
    await page.goto('/admin-gallery');
    await expect(page.getByRole('heading', { name: 'Galerie-Verwaltung' })).toBeVisible();
    await expect(page).toHaveTitle(/^Galerie-Verwaltung \| /);
  });

  test('leaving the price form with unsaved edits asks first; the overview fits a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin-pricing');
    await page.getByLabel(/Passwort/).fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    const field = page.locator('input[name^="concrete."]').first();
    await expect(field).toBeVisible();
    await field.fill('123,45');

    // Dismissed: the operator stays with the edits.
    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/admin-pricing$/);
    await expect(field).toHaveValue('123,45');
    expect(questions).toEqual(['Sie haben ungespeicherte Änderungen. Seite trotzdem verlassen?']);

    // Accepted: the link is followed.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/$/);

    // The /admin overview table is not wider than the phone's screen.
    await page.goto('/admin');
    const table = page.getByRole('table', { name: 'Übersicht der Bereiche' });
    await expect(table).toBeVisible();
    const overflow = await table.evaluate(
      (element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0),
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the gallery admin login card uses the spec texts and Enter submits', async ({ page }) => {
    await page.goto('/admin-gallery');
    await expect(page.getByText('Galerie-Admin', { exact: true })).toBeVisible();
    await expect(page.getByText('Anmeldung erforderlich')).toBeVisible();
    const password = page.getByLabel('Admin-Passwort');
    await password.fill('falsch');
    await password.press('Enter');
    await expect(page.getByText('Falsches Passwort.').first()).toBeVisible();
    await password.fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('heading', { name: 'Galerie-Verwaltung' })).toBeVisible();
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByLabel('Admin-Passwort')).toBeVisible();
  });
});
