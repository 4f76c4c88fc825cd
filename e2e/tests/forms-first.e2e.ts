import {
  expect,
  request,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { holdIslandsScript, newestAdminEntries, UNTIL_TEST_TIMEOUT } from '../support/fixtures';
import { E2E_ADMIN_PASSWORD } from '../support/stack-env';

// Every public form works from the first paint: a visitor's typing before the form's script is alive is kept and
// sent, and without script (disabled, a remote down, the islands' script failing) the browser posts the form and
// the site answers with a page: the errors next to the fields with the values kept, or the result.

/** A normal typist: 120 ms a key. */
const KEY_DELAY_MS = 120;

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** Stores a consent choice, so the banner does not cover the forms. */
async function consented(context: BrowserContext): Promise<void> {
  await context.addInitScript(() =>
    window.localStorage.setItem(
      'cookie-consent',
      JSON.stringify({ necessary: true, analytics: false, marketing: false }),
    ),
  );
}

/** A phone throttled like Lighthouse's: 4× slower CPU, 150 ms latency, 1.6 Mbps down. */
async function throttledPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(PHONE);
  await consented(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return { context, page };
}

/** A browser without JavaScript (or one whose scripts never arrive). */
async function withoutScript(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

const island = (field: Locator) => field.locator('xpath=ancestor::stairs-island[1]');

/** The visitor taps the field and types at once, as people do: the form's island is not alive yet. */
async function tapAndType(page: Page, field: Locator, text: string): Promise<void> {
  await field.tap();
  await page.keyboard.type(text, { delay: KEY_DELAY_MS });
}

async function adminApi(baseURL: string | undefined): Promise<APIRequestContext> {
  const admin = await request.newContext({ baseURL });
  expect((await admin.post('/api/auth/login', { data: { password: E2E_ADMIN_PASSWORD } })).status()).toBe(
    200,
  );
  return admin;
}

/** The field a label names on a page the API answered (its error text is read with it). */
const fieldOf = (page: Page, label: string | RegExp) =>
  page.getByLabel(label, { exact: typeof label === 'string' });

test.describe('typing from the first tap, on a throttled phone', () => {
  test.setTimeout(90_000);

  test('the calculators keep every key typed before they were alive, and send it', async ({ browser }) => {
    const { context, page } = await throttledPhone(browser);
    // The form's code arrives only once the first field is typed (as on a slow phone; without the hold a warm cache
    // on a fast machine could wake the form before the first key).
    const releaseConcrete = await holdIslandsScript(page);
    await page.goto('/concrete-calculator', { waitUntil: 'domcontentloaded' });
    const count = page.getByLabel('Stufenanzahl');
    await tapAndType(page, count, '12');
    // The keys went in before the form's code was alive: this is what the test is about.
    expect(await island(count).getAttribute('data-island-hydrated')).toBeNull();
    // It wakes while the visitor goes on typing.
    releaseConcrete();
    await tapAndType(page, page.getByLabel('Stufenbreite (cm)'), '95,5');
    await tapAndType(page, page.getByLabel('Stufentiefe (cm)'), '30');
    await page.getByRole('button', { name: 'Preis berechnen' }).tap();
    await expect(page.getByText(/Kostenvoranschlag Nr\./)).toBeVisible(UNTIL_TEST_TIMEOUT);
    await expect(page.getByText('12 Stufen · 95,5 cm breit · 30 cm tief')).toBeVisible();
    await expect(page.getByLabel('Stufenanzahl')).toHaveValue('12');

    const releaseRenovation = await holdIslandsScript(page);
    await page.goto('/renovation-calculator', { waitUntil: 'domcontentloaded' });
    const steps = page.getByLabel('Stufenanzahl');
    await tapAndType(page, steps, '14');
    expect(await island(steps).getAttribute('data-island-hydrated')).toBeNull();
    releaseRenovation();
    await tapAndType(page, page.getByLabel('Treppenbreite (cm)'), '90');
    await page.getByLabel('Zustand').selectOption('fair');
    await page.getByRole('button', { name: 'Preis berechnen' }).tap();
    await expect(page.getByText('14 Stufen · 90 cm breit · Zustand: Mittel')).toBeVisible(UNTIL_TEST_TIMEOUT);
    await context.close();
  });

  test('the contact form keeps "Maria" whole and sends it', async ({ browser, baseURL }) => {
    const { context, page } = await throttledPhone(browser);
    await page.goto('/');
    const contact = page.locator('#contact');
    await contact.scrollIntoViewIfNeeded();
    const name = contact.getByLabel('Name');
    const sender = `Maria ${Date.now()}`;
    await tapAndType(page, name, sender);
    await tapAndType(page, contact.getByLabel('E-Mail'), 'maria@example.at');
    await tapAndType(page, contact.getByLabel('Nachricht'), 'Bitte um Rückruf.');
    await contact.getByRole('button', { name: 'Nachricht senden' }).tap();
    await expect(page.getByText('Nachricht gesendet!', { exact: true })).toBeVisible(UNTIL_TEST_TIMEOUT);

    const admin = await adminApi(baseURL);
    const messages = await newestAdminEntries<{
      name: string;
    }>(admin, '/api/admin/contact-messages');
    expect(messages.map((message) => message.name)).toContain(sender);
    await admin.dispose();
    await context.close();
  });

  test('the e-mail-to-blog form of /upload keeps the subject and text typed at once', async ({ browser }) => {
    const { context, page } = await throttledPhone(browser);
    await page.goto('/upload');
    const form = page.getByRole('form', { name: 'E-Mail zu Blog' });
    const subject = `Wendeltreppe in Döbling ${Date.now()}`;
    await tapAndType(page, form.getByLabel('Betreff'), subject);
    await tapAndType(page, form.getByLabel('Text'), 'Neue Stufen aus Nuss.');
    await form.getByRole('button', { name: 'Artikel aus E-Mail erstellen' }).tap();
    await expect(page.getByText(`„${subject}“ wurde als Entwurf angelegt`).first()).toBeVisible(
      UNTIL_TEST_TIMEOUT,
    );
    await context.close();
  });
});

test.describe('without JavaScript every public form is sent and answered with a page', () => {
  test('a calculator: German errors next to the fields with the values kept, then the result and its follow-ups', async ({
    browser,
  }) => {
    const { context, page } = await withoutScript(browser);
    await page.goto('/concrete-calculator');
    await page.getByLabel('Stufenanzahl').fill('12');
    await page.getByLabel('Stufenbreite (cm)').fill('3x');
    await page.getByLabel('Stufentiefe (cm)').fill('90');
    await page.getByRole('button', { name: 'Preis berechnen' }).click();

    await expect(page.getByRole('heading', { name: 'Bitte prüfen Sie Ihre Eingaben' })).toBeVisible();
    await expect(fieldOf(page, /^Stufenbreite/)).toHaveValue('3x');
    await expect(fieldOf(page, /^Stufenbreite/)).toHaveAccessibleDescription(/Bitte geben Sie eine Zahl ein/);
    await expect(fieldOf(page, /^Stufentiefe/)).toHaveAccessibleDescription(
      /Die Tiefe muss zwischen 25 und 40 cm liegen\./,
    );
    await expect(fieldOf(page, /^Stufenanzahl/)).toHaveValue('12');

    await fieldOf(page, /^Stufenbreite/).fill('100');
    await fieldOf(page, /^Stufentiefe/).fill('30');
    await page.getByRole('button', { name: 'Preis berechnen' }).click();
    await expect(page.getByRole('heading', { name: 'Ihr Kostenvoranschlag' })).toBeVisible();
    const quoteNumber = (
      await page
        .getByText(/KV-\d{4}-\d{6}/)
        .first()
        .textContent()
    )?.match(/KV-\d{4}-\d{6}/)?.[0];
    expect(quoteNumber).toBeTruthy();
    await expect(page.getByRole('heading', { name: 'Massivholz' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fertigparkett' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Kostenvoranschlag öffnen/ })).toHaveAttribute(
      'href',
      /^\/api\/concrete-html\//,
    );
    const whatsapp = page.getByRole('link', { name: /Per WhatsApp senden/ });
    expect(decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toContain(
      `Kostenvoranschlag: ${quoteNumber}`,
    );
    // Success answered 303: a reload shows the same quote, it does not calculate again.
    await page.reload();
    await expect(page.getByText(quoteNumber ?? '').first()).toBeVisible();
    // Another calculator's address or an unknown id: not found, said by the site.
    const other = await page.goto(page.url().replace('concrete-calculation', 'renovation-calculation'));
    expect(other?.status()).toBe(404);
    await expect(page.getByText('Dieser Kostenvoranschlag wurde nicht gefunden.')).toBeVisible();
    await page.goBack();

    // The callback offer: a plain form too.
    await page.getByRole('button', { name: 'Service aktivieren' }).click();
    await expect(page.getByRole('heading', { name: 'Bitte prüfen Sie Ihre Eingaben' })).toBeVisible();
    await page.getByLabel(/Termin-Service/).check();
    await page.getByLabel('Ihre Telefonnummer').fill('+43 660 1234567');
    await page.getByRole('button', { name: 'Service aktivieren' }).click();
    await expect(page.getByText('Erfolgreich registriert!')).toBeVisible();

    // The detailed quote.
    await page.getByRole('button', { name: 'Angebot anfordern' }).click();
    await expect(page.getByText('Bitte geben Sie eine Telefonnummer ein.').first()).toBeVisible();
    await page.getByLabel('Telefonnummer', { exact: true }).fill('+43 1 234 56 78');
    await page.getByRole('button', { name: 'Angebot anfordern' }).click();
    await expect(
      page.getByText('Detailliertes Angebot angefordert! Wir kontaktieren Sie in Kürze.'),
    ).toBeVisible();

    // The quote by e-mail: not without the consent (the address kept), then a page with the share link.
    await page.getByLabel('Ihre E-Mail-Adresse').fill('ohne.script@example.at');
    await page.getByRole('button', { name: 'Angebot senden' }).click();
    await expect(page.getByLabel(/Ich bin einverstanden/)).toHaveAccessibleDescription(
      'Bitte stimmen Sie zu, dass wir Sie zu Ihrem Kostenvoranschlag kontaktieren dürfen.',
    );
    await expect(page.getByLabel('Ihre E-Mail-Adresse')).toHaveValue('ohne.script@example.at');
    await page.getByLabel(/Ich bin einverstanden/).check();
    await page.getByRole('button', { name: 'Angebot senden' }).click();
    await expect(page.getByRole('heading', { name: 'Angebot gesendet!' })).toBeVisible();
    await expect(page).toHaveURL(/\/api\/forms\/quote-email\/sent\/[A-Za-z0-9_-]{43}$/);
    const shareLink = await page.getByLabel('Link zu Ihrem Kostenvoranschlag').inputValue();
    expect(shareLink).toMatch(/^\/api\/quote-share\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole('link', { name: 'Angebot annehmen' })).toHaveAttribute(
      'href',
      `/angebot-annehmen/${shareLink.split('/').at(-1) ?? ''}`,
    );
    await page.getByRole('link', { name: 'Zurück zum Kostenvoranschlag' }).click();
    await expect(page.getByText(quoteNumber ?? '').first()).toBeVisible();
    await context.close();
  });

  test('the renovation calculator asks for the condition and recommends', async ({ browser }) => {
    const { context, page } = await withoutScript(browser);
    await page.goto('/renovation-calculator');
    await page.getByLabel('Stufenanzahl').fill('10');
    await page.getByLabel('Treppenbreite (cm)').fill('90');
    await page.getByRole('button', { name: 'Preis berechnen' }).click();
    await expect(fieldOf(page, 'Zustand')).toHaveAccessibleDescription(
      /Bitte wählen Sie den Zustand Ihrer Treppe aus\./,
    );
    await expect(fieldOf(page, /^Treppenbreite/)).toHaveValue('90');
    await fieldOf(page, 'Zustand').selectOption('poor');
    await page.getByRole('button', { name: 'Preis berechnen' }).click();
    await expect(page.getByText('10 Stufen · 90 cm breit · Zustand: Schlecht')).toBeVisible();
    await expect(page.getByText('Empfehlung').first()).toBeVisible();
    await context.close();
  });

  test('the contact form, the gallery price check and the e-mail-to-blog form', async ({
    browser,
    baseURL,
  }) => {
    // Three forms, each sent twice, each answer a rendered page: more than one test's time on a busy machine.
    test.slow();
    const { context, page } = await withoutScript(browser);
    // Contact: the e-mail is checked, the other values kept.
    await page.goto('/');
    const contact = page.locator('#contact');
    const sender = `Jonas ${Date.now()}`;
    await contact.getByLabel('Name').fill(sender);
    await contact.getByLabel('E-Mail').fill('jonas-at-example.at');
    await contact.getByLabel('Nachricht').fill('Angebot für 9 Stufen, bitte.');
    await contact.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(fieldOf(page, 'E-Mail')).toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
    await expect(fieldOf(page, 'Name')).toHaveValue(sender);
    await expect(fieldOf(page, 'Nachricht')).toHaveValue('Angebot für 9 Stufen, bitte.');
    await fieldOf(page, 'E-Mail').fill('jonas@example.at');
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByRole('heading', { name: 'Nachricht gesendet!' })).toBeVisible();
    const admin = await adminApi(baseURL);
    const messages = await newestAdminEntries<{
      name: string;
    }>(admin, '/api/admin/contact-messages');
    expect(messages.map((message) => message.name)).toContain(sender);
    await admin.dispose();

    // The gallery: a picture leads to its project's page with the price check.
    await page.goto('/gallery');
    await page.getByRole('link', { name: /G-071/ }).first().click();
    await expect(page).toHaveURL(/\/api\/forms\/gallery-price-check\/G-071$/);
    await page.getByLabel('Name *').fill('Eva Huber');
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page.getByText('Bitte füllen Sie alle Pflichtfelder aus.').first()).toBeVisible();
    await expect(page.getByLabel('Name *')).toHaveValue('Eva Huber');
    await page.getByLabel('E-Mail *').fill('eva.huber@example.at');
    await page.getByLabel('Gewünschte Leistung *').selectOption('custom');
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page.getByRole('heading', { name: 'Anfrage gesendet!' })).toBeVisible();

    // /upload's e-mail to the blog: empty is refused, a subject is enough.
    await page.goto('/upload');
    const form = page.getByRole('form', { name: 'E-Mail zu Blog' });
    await form.getByRole('button', { name: 'Artikel aus E-Mail erstellen' }).click();
    await expect(page.getByRole('heading', { name: 'Bitte prüfen Sie Ihre Eingaben' })).toBeVisible();
    await page.getByLabel('Betreff').fill(`Stiege ohne Skript ${Date.now()}`);
    await page.getByRole('button', { name: 'Artikel aus E-Mail erstellen' }).click();
    await expect(page.getByRole('heading', { name: 'Blog-Artikel aus E-Mail erstellt!' })).toBeVisible();
    await context.close();
  });

  test('a form posted from another site is refused', async ({ baseURL }) => {
    const outside = await request.newContext({ baseURL });
    const response = await outside.post('/api/forms/contact', {
      headers: { Origin: 'https://boese.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      data: 'name=A&email=a%40example.at&message=Hallo',
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain('fremden Seite');
    await outside.dispose();
  });

  test('a post too large or of another type, to a form whose page its fields name, is answered with the refusal', async ({
    baseURL,
  }) => {
    const visitor = await request.newContext({ baseURL });
    const tooLarge = await visitor.post('/api/forms/gallery-price-check', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: `galleryNumber=G-071&message=${'x'.repeat(300 * 1024)}`,
    });
    expect(tooLarge.status()).toBe(413);
    const tooLargePage = await tooLarge.text();
    expect(tooLargePage).toMatch(/<h1[^>]*>Anfrage zu groß<\/h1><p[^>]*>Die Anfrage ist zu groß\.<\/p>/);
    expect(tooLargePage).not.toContain('Seite nicht gefunden');
    const wrongType = await visitor.post('/api/forms/phone-service', { multipart: { calculationId: 'c-1' } });
    expect(wrongType.status()).toBe(415);
    expect(await wrongType.text()).toMatch(
      /<h1[^>]*>Formular nicht lesbar<\/h1><p[^>]*>Dieser Inhaltstyp wird nicht unterstützt\.<\/p>/,
    );
    await visitor.dispose();
  });
});

test.describe('when the script cannot come, the forms are posted by the browser', () => {
  test('the remotes down: calculator, gallery price check and e-mail-to-blog still send', async ({
    browser,
  }) => {
    test.setTimeout(90_000); // three pages and three posts
    const context = await browser.newContext(PHONE);
    await consented(context);
    await context.route('**/remotes/**', (route) => route.abort('connectionrefused'));
    const page = await context.newPage();

    await page.goto('/concrete-calculator');
    await page.getByLabel('Stufenanzahl').tap();
    await page.keyboard.type('8', { delay: KEY_DELAY_MS });
    await page.getByLabel('Stufenbreite (cm)').fill('110');
    await page.getByLabel('Stufentiefe (cm)').fill('28');
    await page.getByRole('button', { name: 'Preis berechnen' }).tap();
    await expect(page.getByRole('heading', { name: 'Ihr Kostenvoranschlag' })).toBeVisible(
      UNTIL_TEST_TIMEOUT,
    );
    await expect(page.getByText('8 Stufen · 110 cm breit · 28 cm tief')).toBeVisible();

    await page.goto('/gallery');
    await page.getByRole('link', { name: /G-071/ }).first().tap();
    await expect(page).toHaveURL(/\/api\/forms\/gallery-price-check\/G-071$/, UNTIL_TEST_TIMEOUT);

    await page.goto('/upload');
    const subject = `Stiege bei Ausfall ${Date.now()}`;
    await page.getByLabel('Betreff').tap();
    await page.keyboard.type(subject, { delay: 20 });
    await page.getByRole('button', { name: 'Artikel aus E-Mail erstellen' }).tap();
    await expect(page.getByRole('heading', { name: 'Blog-Artikel aus E-Mail erstellt!' })).toBeVisible(
      UNTIL_TEST_TIMEOUT,
    );
    await context.close();
  });

  test('the islands’ script failing: the contact form is posted as it is', async ({ browser }) => {
    const context = await browser.newContext(PHONE);
    await consented(context);
    await context.route(/\/islands\.[0-9a-f]{8}\.js$/, (route) => route.abort('connectionrefused'));
    const page = await context.newPage();
    await page.goto('/');
    const contact = page.locator('#contact');
    await contact.scrollIntoViewIfNeeded();
    await contact.getByLabel('Name').tap();
    await page.keyboard.type('Lea Wagner', { delay: KEY_DELAY_MS });
    await contact.getByLabel('E-Mail').fill('lea.wagner@example.at');
    await contact.getByLabel('Nachricht').fill('Stufen aus Eiche?');
    await contact.getByRole('button', { name: 'Nachricht senden' }).tap();
    await expect(page.getByRole('heading', { name: 'Nachricht gesendet!' })).toBeVisible(UNTIL_TEST_TIMEOUT);
    await context.close();
  });
});

test('the home page’s projects, gallery strip and before/after block are in its HTML', async ({
  request: api,
}) => {
  const html = await (await api.get('/', { headers: { Accept: 'text/html' } })).text();
  expect(html).toContain('Ausgewählte Projekte');
  expect(html).toContain('Weitere Referenzen ansehen');
  // The strip's pictures, lazy and in their stored sizes; G-071's comparison stands at 75 %.
  expect(html).toMatch(/<img [^>]*loading="lazy"[^>]*srcSet="[^"]*\.w400\.webp 400w/);
  expect(html).toMatch(/aria-valuenow="75"/);
});

test('the shell’s stylesheet styles the remotes’ parts of a page: no remote stylesheet before the first paint', async ({
  browser,
  request: api,
}) => {
  // Built together, the shell's sheet holds every utility: a remote's sheet in the head is a second copy of
  // ~650 rules for the first paint's style work (shell/renderer/stylesheet-coverage.mjs).
  for (const path of ['/', '/concrete-calculator', '/gallery']) {
    const html = await (await api.get(path, { headers: { Accept: 'text/html' } })).text();
    expect(html, path).not.toMatch(/<link[^>]*href="\/remotes\/[^"]*\.css"/);
  }
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto('/');
  const projects = page.locator('section[aria-labelledby="home-projects-title"] ul').first();
  const columns = await projects.evaluate(
    (list) => getComputedStyle(list).gridTemplateColumns.split(' ').length,
  );
  expect(columns).toBe(2);
  await context.close();
});
