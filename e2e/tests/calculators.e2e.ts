import { type APIRequestContext, type Page, expect, request } from '@playwright/test';
import { tapInto, test } from '../support/visitor';
import { calculateConcrete } from '../support/calculator';
import {
  acceptNecessaryCookiesUpFront,
  pageHydrated,
  newestAdminEntries,
  UNTIL_TEST_TIMEOUT,
} from '../support/fixtures';
import { E2E_ADMIN_PASSWORD } from '../support/stack-env';

async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL });
  const login = await context.post('/api/auth/login', { data: { password: E2E_ADMIN_PASSWORD } });
  expect(login.status()).toBe(200);
  return context;
}

test.describe('concrete calculator', () => {
  test.beforeEach(async ({ page }) => {
    await acceptNecessaryCookiesUpFront(page);
  });

  test('the decimal comma is read as one (100,5 cm), and the mouse wheel leaves a focused value alone', async ({
    page,
  }) => {
    await page.goto('/concrete-calculator');
    const main = page.getByRole('main');
    const width = main.getByLabel(/Stufenbreite/);
    await tapInto(main.getByLabel(/Stufenanzahl/));
    await main.getByLabel(/Stufenanzahl/).fill('10');
    await width.fill('100,5');
    await main.getByLabel(/Stufentiefe/).fill('30');
    await width.hover();
    await width.focus();
    await page.mouse.wheel(0, 200);
    await expect(width).toHaveValue('100,5');
    await main.getByRole('button', { name: 'Preis berechnen' }).click();
    await expect(main.getByText(/KV-\d{4}-\d{6}/).first()).toBeVisible();
    await expect(main.getByText(/100,5 cm breit/).first()).toBeVisible();
  });

  test('each wrong field says why under it; a new result takes the focus to its heading', async ({
    page,
  }) => {
    await page.goto('/concrete-calculator');
    const main = page.getByRole('main');
    const count = main.getByLabel(/Stufenanzahl/);
    await tapInto(count);
    await count.fill('3x');
    await main.getByLabel(/Stufenbreite/).fill('250');
    await main.getByLabel(/Stufentiefe/).fill('1e2');
    await main.getByRole('button', { name: 'Preis berechnen' }).click();
    await expect(count).toHaveAccessibleDescription(/Bitte geben Sie eine Zahl ein, z\. B\. 12 oder 95,5\./);
    await expect(main.getByLabel(/Stufenbreite/)).toHaveAccessibleDescription(
      /Die Breite muss zwischen 50 und 200 cm liegen\./,
    );
    await expect(main.getByLabel(/Stufentiefe/)).toHaveAccessibleDescription(
      /Bitte geben Sie eine Zahl ein, z\. B\. 12 oder 95,5\./,
    );
    await expect(count).toBeFocused();

    await count.fill('10');
    await main.getByLabel(/Stufenbreite/).fill('100');
    await main.getByLabel(/Stufentiefe/).fill('30');
    await main.getByRole('button', { name: 'Preis berechnen' }).click();
    await expect(main.getByRole('heading', { name: 'Ihr Kostenvoranschlag' })).toBeFocused();
  });

  test('10 steps × 100 cm × 30 cm with the default prices', async ({ page }) => {
    await calculateConcrete(page);
    const main = page.getByRole('main');
    const massivholz = main.getByRole('group', { name: 'Massivholz' });
    const fertigparkett = main.getByRole('group', { name: 'Fertigparkett' });
    // de-AT currency format (docs/decisions.md): Intl renders "€ 390,00".
    const euro = new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' });
    await expect(massivholz).toContainText(euro.format(390));
    await expect(fertigparkett).toContainText(euro.format(300));
  });

  test('the quote document opens and its PDF reaches the archive', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const quoteNumber = await calculateConcrete(page);
    const popupPromise = page.waitForEvent('popup');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Kostenvoranschlag öffnen/ })
      .click();
    const popup = await popupPromise;
    await expect(popup.getByText(quoteNumber).first()).toBeVisible();
    await expect(popup.getByText(/unverbindlich/i).first()).toBeVisible();

    const admin = await adminApi(baseURL!);
    await expect
      .poll(async () => {
        const list = await newestAdminEntries<{ filename: string }>(admin, '/api/admin/pdfs');
        return list.map((entry) => entry.filename);
      }, UNTIL_TEST_TIMEOUT)
      .toContain(`${quoteNumber}-betonstufen.pdf`);
    const pdf = await admin.get(`/api/admin/pdfs/${quoteNumber}-betonstufen.pdf`);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
    await admin.dispose();
  });

  test('a phone lead and a detailed-quote request are stored and visible to the admin', async ({
    page,
    baseURL,
  }) => {
    await calculateConcrete(page);
    const main = page.getByRole('main');
    const phone = `+43 660 ${Date.now().toString().slice(-7)}`;

    const phoneButton = main.getByRole('button', { name: /Telefon-Service/ });
    await phoneButton.click();
    const phoneDialog = page.getByRole('dialog');
    const activate = phoneDialog.getByRole('button', { name: 'Service aktivieren' });
    // A grey button says why it is grey.
    await expect(activate).toBeDisabled();
    await expect(activate).toHaveAccessibleDescription('Bitte wählen Sie zuerst einen Service.');
    await phoneDialog.getByText('WhatsApp-Beratung').click();
    await expect(activate).toHaveAccessibleDescription('Bitte geben Sie Ihre Telefonnummer ein.');
    await phoneDialog.getByLabel(/Telefon/).fill(phone);
    await expect(activate).toBeEnabled();
    await activate.click();
    await expect(page.getByText('Erfolgreich registriert!', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Focus is back on the button that opened the dialog, not on the page body.
    await expect(phoneButton).toBeFocused();

    const quoteButton = main.getByRole('button', { name: /Detailliertes Angebot/ });
    await quoteButton.click();
    await page.keyboard.press('Escape');
    await expect(quoteButton).toBeFocused();
    await quoteButton.click();
    const quoteDialog = page.getByRole('dialog');
    await quoteDialog.getByLabel(/Telefon/).fill(`  ${phone}  `);
    await quoteDialog.getByRole('button', { name: /anfordern/i }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(quoteButton).toBeFocused();

    const admin = await adminApi(baseURL!);
    const leads = await newestAdminEntries<{
      customerPhone: string;
      service: string;
      priority: string;
    }>(admin, '/api/admin/phone-leads');
    expect(leads).toContainEqual(
      expect.objectContaining({ customerPhone: phone, service: 'whatsapp_beratung', priority: 'high' }),
    );
    const requests = await newestAdminEntries<{
      phone: string;
      calculationType: string;
      status: string;
      calculationData: string | null;
    }>(admin, '/api/admin/quote-requests');
    const quoteRequest = requests.find((entry) => entry.phone === phone);
    expect(quoteRequest).toMatchObject({ calculationType: 'concrete', status: 'pending' });
    expect(JSON.parse(quoteRequest!.calculationData ?? '{}')).toHaveProperty('quoteId');
    await admin.dispose();
  });
});

test.describe('renovation calculator', () => {
  test.beforeEach(async ({ page }) => {
    await acceptNecessaryCookiesUpFront(page);
  });

  test('out-of-range input shows the spec messages', async ({ page }) => {
    await page.goto('/renovation-calculator');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Preis berechnen' }).click();
    await expect(page.getByText('Bitte füllen Sie alle Felder aus.').first()).toBeVisible();

    await main.getByLabel(/Stufenanzahl/).fill('60');
    await main.getByLabel(/Treppenbreite/).fill('100');
    await main.getByRole('combobox', { name: /Zustand/ }).selectOption({ label: 'Gut' });
    await main.getByRole('button', { name: 'Preis berechnen' }).click();
    await expect(page.getByText('Die Stufenanzahl muss zwischen 1 und 50 liegen.').first()).toBeVisible();

    await main.getByLabel(/Stufenanzahl/).fill('12');
    await main.getByLabel(/Treppenbreite/).fill('30');
    await main.getByRole('button', { name: 'Preis berechnen' }).click();
    await expect(page.getByText('Die Breite muss zwischen 50 und 200 cm liegen.').first()).toBeVisible();

    await main.getByLabel(/Treppenbreite/).fill('100');
    await main.getByRole('button', { name: 'Preis berechnen' }).click();
    await expect(main.getByText(/KV-\d{4}-\d{6}/).first()).toBeVisible();
    await expect(main.getByRole('group', { name: 'Abschleifen & Lackieren' })).toBeVisible();
    await expect(main.getByRole('group', { name: 'Neu belegen' })).toBeVisible();
  });
});

test.describe('conversion events follow the cookie consent', () => {
  async function conversions(page: Page): Promise<Array<Record<string, unknown>>> {
    return page.evaluate(() => {
      const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
      return layer
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((args) => args[0] === 'event' && args[1] === 'conversion')
        .map((args) => args[2] as Record<string, unknown>);
    });
  }

  test('with marketing consent a calculation sends calc-concrete worth 10 EUR', async ({ page }) => {
    await page.route(/googletagmanager\.com/, (route) => route.abort());
    await page.addInitScript(() => {
      window.localStorage.setItem(
        'cookie-consent',
        JSON.stringify({ necessary: true, analytics: true, marketing: true }),
      );
    });
    await calculateConcrete(page);
    await expect.poll(() => conversions(page)).toHaveLength(1);
    const [event] = await conversions(page);
    expect(event).toMatchObject({ value: 10, currency: 'EUR' });
    expect(String(event!.transaction_id)).toMatch(/^calc-concrete-\d+$/);
  });

  test('with marketing consent a followed phone number counts phone worth 20 EUR, from a page’s plain HTML', async ({
    page,
  }) => {
    await page.route(/googletagmanager\.com/, (route) => route.abort());
    await page.addInitScript(() => {
      window.localStorage.setItem(
        'cookie-consent',
        JSON.stringify({ necessary: true, analytics: true, marketing: true }),
      );
    });
    await page.goto('/references');
    await pageHydrated(page);
    // The footer is not an island: one listener of the page counts its marked links.
    await page.getByRole('contentinfo').getByRole('link', { name: /^\+43/ }).click();
    await expect.poll(() => conversions(page)).toHaveLength(1);
    const [event] = await conversions(page);
    expect(event).toMatchObject({ value: 20, currency: 'EUR' });
    expect(String(event!.transaction_id)).toMatch(/^phone-\d+$/);
  });

  test('with only necessary cookies nothing is sent', async ({ page }) => {
    await acceptNecessaryCookiesUpFront(page);
    await calculateConcrete(page);
    await expect(page.getByRole('main').getByRole('group', { name: 'Massivholz' })).toBeVisible();
    expect(await conversions(page)).toEqual([]);
  });
});
