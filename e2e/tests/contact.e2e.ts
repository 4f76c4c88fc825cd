import { expect, request } from '@playwright/test';
import { test } from '../support/visitor';
import { acceptNecessaryCookiesUpFront, signInAsAdmin, newestAdminEntries } from '../support/fixtures';
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
    const messages = await newestAdminEntries<{
      email: string;
    }>(admin, '/api/admin/contact-messages');
    expect(messages.map((message) => message.email)).toContain('maria.berger@example.at');
    await admin.dispose();
  });
});

test.describe("the operator's 'Kontaktanfragen'", () => {
  test('a message sent on the home page is listed with a reply link, and can be deleted', async ({
    page,
  }) => {
    await acceptNecessaryCookiesUpFront(page);
    const name = `Kontakt Probe ${Date.now()}`;
    await page.goto('/#contact');
    const contact = page.locator('#contact');
    await contact.getByLabel('Name').fill(name);
    await contact.getByLabel('E-Mail').fill('probe@example.at');
    await contact.getByLabel('Nachricht').fill('Drei Stufen im Keller,\nbitte um Rückruf.');
    await contact.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByText('Nachricht gesendet!', { exact: true })).toBeVisible();

    await signInAsAdmin(page);
    await page.goto('/admin');
    // The overview lists the area, and opens it.
    await page.getByRole('button', { name: 'Kontaktanfragen' }).click();
    const list = page.getByRole('region', { name: /Kontaktanfragen/ });
    const card = list.getByRole('listitem').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Drei Stufen im Keller,\nbitte um Rückruf.', { useInnerText: true });
    await expect(card.getByRole('link', { name: 'Antworten an probe@example.at' })).toHaveAttribute(
      'href',
      /^mailto:probe@example\.at\?subject=Ihre%20Anfrage%20an%20/,
    );

    await card.getByRole('button', { name: `Kontaktanfrage von ${name} löschen` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Löschen', exact: true }).click();
    await expect(page.getByText('Kontaktanfrage gelöscht').first()).toBeVisible();
    await expect(card).toHaveCount(0);
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
