import { expect, request } from '@playwright/test';
import { test } from '../support/visitor';
import { acceptNecessaryCookiesUpFront } from '../support/fixtures';
import { E2E_ADMIN_PASSWORD } from '../support/stack-env';

test.describe('contact form on the home page', () => {
  test.beforeEach(async ({ page }) => {
    await acceptNecessaryCookiesUpFront(page);
  });

  test('validation toasts, then a stored and counted message', async ({ page, baseURL }) => {
    await page.goto('/#contact');
    const contact = page.locator('#contact');
    const send = contact.getByRole('button', { name: 'Nachricht senden' });

    await send.click();
    await expect(page.getByText('Bitte füllen Sie alle Felder aus.').first()).toBeVisible();

    await contact.getByLabel('Name').fill('Maria Berger');
    await contact.getByLabel('E-Mail').fill('maria.berger-at-example.at');
    await contact.getByLabel('Nachricht').fill('Bitte um einen Besichtigungstermin für 14 Stufen.');
    await send.click();
    await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.').first()).toBeVisible();

    const admin = await request.newContext({ baseURL });
    expect((await admin.post('/api/auth/login', { data: { password: E2E_ADMIN_PASSWORD } })).status()).toBe(
      200,
    );
    const before = (await (await admin.get('/api/admin/conversion-stats')).json()) as {
      contact: { today: number };
    };

    await contact.getByLabel('E-Mail').fill('maria.berger@example.at');
    await send.click();
    await expect(page.getByText('Nachricht gesendet!', { exact: true })).toBeVisible();
    await expect(contact.getByLabel('Name')).toHaveValue('');

    const after = (await (await admin.get('/api/admin/conversion-stats')).json()) as {
      contact: { today: number };
    };
    expect(after.contact.today).toBe(before.contact.today + 1);
    const messages = (await (await admin.get('/api/admin/contact-messages')).json()) as Array<{
      email: string;
    }>;
    expect(messages.map((message) => message.email)).toContain('maria.berger@example.at');
    await admin.dispose();
  });
});

test.describe('toasts', () => {
  test.beforeEach(async ({ page }) => {
    await acceptNecessaryCookiesUpFront(page);
  });

  test('one at a time, F8 focuses the notifications region', async ({ page }) => {
    await page.goto('/#contact');
    const contact = page.locator('#contact');
    const send = contact.getByRole('button', { name: 'Nachricht senden' });
    await send.click();
    await expect(page.getByText('Bitte füllen Sie alle Felder aus.', { exact: true })).toBeVisible();

    await contact.getByLabel('Name').fill('Maria Berger');
    await contact.getByLabel('E-Mail').fill('ohne-at-zeichen');
    await contact.getByLabel('Nachricht').fill('Test');
    await send.click();
    const toasts = page.getByRole('region', { name: /Benachrichtigungen/ });
    await expect(
      toasts.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.', { exact: true }),
    ).toBeVisible();
    // The field says it too, and is marked.
    await expect(contact.getByLabel('E-Mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(contact.getByLabel('E-Mail')).toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
    // The new toast replaced the first one.
    await expect(page.getByText('Bitte füllen Sie alle Felder aus.', { exact: true })).toHaveCount(0);

    await page.keyboard.press('F8');
    // Radix focuses the toast list inside the labelled region.
    const region = page.getByRole('region', { name: /Benachrichtigungen/ });
    await expect(region.locator(':focus')).toHaveCount(1);
  });
});
