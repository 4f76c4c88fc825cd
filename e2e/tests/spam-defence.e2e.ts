import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { CONTACT_FORM_NAME, type FormSpamCounts, type SpamCounts } from '@stairs/contracts';
import { test, tapInto } from '../support/visitor';
import {
  acceptNecessaryCookiesUpFront,
  newestAdminEntries,
  pageHydrated,
  signInAsAdmin,
} from '../support/fixtures';
import { E2E_ADMIN_PASSWORD } from '../support/stack-env';

// The public forms' spam defence without a captcha (docs/decisions.md, "Spam defence"): a post whose honeypot is
// filled is answered like a success and stored nowhere; people (with or without script, typing fast) never are.

interface ContactMessage {
  name: string;
}
interface FillTime {
  sincePageStartMs: number;
  touched: boolean;
}

async function adminApi(baseURL: string | undefined): Promise<APIRequestContext> {
  const admin = await request.newContext({ baseURL });
  expect((await admin.post('/api/auth/login', { data: { password: E2E_ADMIN_PASSWORD } })).status()).toBe(
    200,
  );
  return admin;
}

async function contactMessages(admin: APIRequestContext): Promise<string[]> {
  const messages = await newestAdminEntries<ContactMessage>(admin, '/api/admin/contact-messages');
  return messages.map((message) => message.name);
}

/** The contact form's entry in the admin's spam counts. */
async function contactCounts(admin: APIRequestContext): Promise<FormSpamCounts | undefined> {
  const { forms } = (await (await admin.get('/api/admin/spam-counts')).json()) as SpamCounts;
  return forms.find((entry) => entry.form === 'contact');
}

/** Today's caught contact posts (Vienna's day). */
async function caughtContacts(admin: APIRequestContext): Promise<number> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date());
  return (await contactCounts(admin))?.days.find((entry) => entry.day === today)?.count ?? 0;
}

/** What a bot does that a person never can: it writes into the field that nobody sees or reaches. */
async function fillHoneypot(page: Page): Promise<void> {
  await page
    .locator('#contact input[name="website"]')
    .evaluate((input: HTMLInputElement) => (input.value = 'https://billig-pillen.example'));
}

test.describe('spam defence of the contact form', () => {
  test('a bot filling the honeypot sees the success, but nothing is stored; it is counted', async ({
    page,
    baseURL,
  }) => {
    const admin = await adminApi(baseURL);
    const before = await contactMessages(admin);
    const caught = await caughtContacts(admin);
    await acceptNecessaryCookiesUpFront(page);
    await page.goto('/#contact');
    const contact = page.locator('#contact');
    const name = `Spam Bot ${Date.now()}`;
    await tapInto(contact.getByLabel('Name'));
    await contact.getByLabel('Name').fill(name);
    await contact.getByLabel('E-Mail').fill('bot@example.at');
    await contact.getByLabel('Nachricht').fill('Billige Pillen, jetzt kaufen!');
    await fillHoneypot(page);
    await contact.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByText('Nachricht gesendet!', { exact: true })).toBeVisible();

    expect(await contactMessages(admin)).toEqual(before);
    expect(await caughtContacts(admin)).toBe(caught + 1);

    // The operator sees it in the console's 'Spam-Abwehr': every form the API names, by its label, in its order.
    const { forms } = (await (await admin.get('/api/admin/spam-counts')).json()) as SpamCounts;
    const total = (await contactCounts(admin))?.days.reduce((sum, day) => sum + day.count, 0);
    await signInAsAdmin(page);
    await page.goto('/external-admin');
    await pageHydrated(page);
    const table = page.getByRole('table', { name: 'Abgefangene Einsendungen je Formular' });
    await expect(table.getByRole('rowheader')).toHaveText(forms.map((entry) => entry.label));
    await expect(
      table
        .getByRole('row', { name: new RegExp(`^${CONTACT_FORM_NAME} `) })
        .getByRole('cell')
        .first(),
    ).toHaveText(String(total));
    await admin.dispose();
  });

  test('without script: the honeypot post gets the thank-you page and stores nothing; a person’s post is stored', async ({
    browser,
    baseURL,
  }) => {
    const admin = await adminApi(baseURL);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    const before = await contactMessages(admin);
    await page.goto('/');
    const contact = page.locator('#contact');
    await contact.getByLabel('Name').fill(`Spam Bot ohne Skript ${Date.now()}`);
    await contact.getByLabel('E-Mail').fill('bot@example.at');
    await contact.getByLabel('Nachricht').fill('Billige Pillen!');
    await contact.locator('input[name="website"]').fill('https://billig-pillen.example', { force: true });
    await contact.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page).toHaveURL(/\/api\/forms\/contact\/sent$/);
    expect(await contactMessages(admin)).toEqual(before);

    const visitor = `Lea ohne Skript ${Date.now()}`;
    await page.goto('/');
    await contact.getByLabel('Name').fill(visitor);
    await contact.getByLabel('E-Mail').fill('lea@example.at');
    await contact.getByLabel('Nachricht').fill('Bitte um Rückruf wegen 12 Stufen.');
    await contact.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page).toHaveURL(/\/api\/forms\/contact\/sent$/);
    expect(await contactMessages(admin)).toContain(visitor);

    await context.close();
    await admin.dispose();
  });

  test('a fast typist with script, sending within 2 s of the page’s start, is not caught', async ({
    page,
    baseURL,
  }) => {
    const admin = await adminApi(baseURL);
    const caught = await caughtContacts(admin);
    // This machine needs longer than 2 s to wake the form (a busy CI core): the post is sent as a fast phone's,
    // 1.2 s after the page's start, with what the browser itself said about the visitor's taps and keys.
    let measured: FillTime | undefined;
    await page.route('**/api/contact', async (route) => {
      const body = route.request().postDataJSON() as { fillTime: FillTime };
      measured = body.fillTime;
      await route.continue({
        postData: JSON.stringify({ ...body, fillTime: { ...body.fillTime, sincePageStartMs: 1200 } }),
      });
    });
    await acceptNecessaryCookiesUpFront(page);
    await page.goto('/#contact');
    const contact = page.locator('#contact');
    const name = `Schnelle Tipperin ${Date.now()}`;
    await tapInto(contact.getByLabel('Name'));
    await page.keyboard.type(name);
    await contact.getByLabel('E-Mail').fill('schnell@example.at');
    await contact.getByLabel('Nachricht').fill('Kurz: 8 Stufen, Eiche.');
    await contact.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByText('Nachricht gesendet!', { exact: true })).toBeVisible();
    // The island says the page was touched (the tap and the keys), which no timing overrules.
    expect(measured?.touched).toBe(true);
    test.info().annotations.push({
      type: 'fill time',
      description: `${measured?.sincePageStartMs} ms from the page's start to the submit on this machine`,
    });

    expect(await contactMessages(admin)).toContain(name);
    expect(await caughtContacts(admin)).toBe(caught);
    await admin.dispose();
  });
});
