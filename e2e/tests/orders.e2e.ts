import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import ical, { type VEvent } from 'node-ical';
import {
  addCalendarDays,
  type AdminOrder,
  ORDER_MESSAGES,
  type QuoteEmailResult,
  viennaDate,
  type WebhookEndpointWithSecret,
} from '@stairs/contracts';
import {
  acceptNecessaryCookiesUpFront,
  customerInAdmin,
  newestAdminEntries,
  signInAsAdmin,
  UNTIL_TEST_TIMEOUT,
} from '../support/fixtures';
import { attachmentOf, type CaughtMail, caughtMails } from '../support/mail-catcher';
import { E2E_ADMIN_PASSWORD, E2E_NOTIFY_EMAIL } from '../support/stack-env';
import { test } from '../support/visitor';
import { calculateConcrete } from '../support/calculator';
import { orderAcceptance } from '../../backend/test/helpers/order-acceptance';
import { verifyWebhook, WebhookReceiver } from '../../backend/test/helpers/webhook-receiver';

/*
 * From quote to order through the composed stack, on a phone and a desktop, with and without script: the quote by
 * e-mail, its share link in a fresh browser, the acceptance (without script: refused posts first, answered with
 * the form again), the confirmation and both e-mails, the operator confirming a window in 'Aufträge', the
 * visitor's calendar invitation parsed back by a calendar library, the customer's timeline in 'Kunden', and a
 * webhook receiver (a real HTTP server of this test on 127.0.0.1) that gets each order event once, verified with
 * the Standard Webhooks library.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };
type Device = typeof PHONE | typeof DESKTOP;

const VARIANTS: { name: string; device: Device; script: boolean }[] = [
  { name: 'phone, with script', device: PHONE, script: true },
  { name: 'desktop, with script', device: DESKTOP, script: true },
  { name: 'phone, without script', device: PHONE, script: false },
  { name: 'desktop, without script', device: DESKTOP, script: false },
];

/** The mail to `address` whose subject starts with `subject`, once the catcher has it. */
async function mailTo(address: string, subject: string): Promise<CaughtMail> {
  let mail: CaughtMail | undefined;
  const find = async () =>
    (await caughtMails()).find(
      (caught) =>
        caught.subject.startsWith(subject) && caught.to.some((recipient) => recipient.address === address),
    );
  // The Auftragsbestätigung's PDF is rendered by the worker first: slow on a busy machine.
  await expect.poll(async () => (mail = await find()), UNTIL_TEST_TIMEOUT).toBeDefined();
  if (!mail) throw new Error('unreachable: polled until defined');
  return mail;
}

interface OrderWebhook {
  id: string;
  type: string;
  data: { orderId?: string; quoteNumber?: string; previousStatus?: string; status?: string };
}

/** The quote by e-mail as a visitor with script gets it: calculated on the page, sent from the result's dialog. */
async function quoteByEmailOnThePage(
  page: Page,
  email: string,
): Promise<{ quoteNumber: string; shareUrl: string }> {
  const quoteNumber = await calculateConcrete(page);
  await page.getByRole('main').getByRole('button', { name: 'Angebot per E-Mail erhalten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Angebot per E-Mail erhalten' });
  await dialog.getByLabel('Ihre E-Mail-Adresse').fill(email);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Angebot senden' }).click();
  const shareUrl = await dialog.getByLabel('Link zu Ihrem Kostenvoranschlag').inputValue();
  // The dialog leads to the order page too.
  await expect(dialog.getByRole('link', { name: 'Angebot annehmen' })).toHaveAttribute(
    'href',
    /^\/angebot-annehmen\/[A-Za-z0-9_-]{43}$/,
  );
  return { quoteNumber, shareUrl };
}

/** The same through the public JSON calls the calculator's and the dialog's islands make. */
async function quoteByEmailThroughTheApi(
  request: APIRequestContext,
  email: string,
): Promise<{ quoteNumber: string; shareUrl: string }> {
  const calculated = await request.post('/api/calculate-concrete', {
    data: { stepCount: 10, stepWidth: 100, stepDepth: 30 },
  });
  expect(calculated.ok(), await calculated.text()).toBe(true);
  const { id, quoteNumber } = (await calculated.json()) as { id: string; quoteNumber: string };
  const sent = await request.post('/api/quote-email', {
    data: { calculationId: id, email, contactConsent: true },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  return { quoteNumber, shareUrl: ((await sent.json()) as QuoteEmailResult).sharePath };
}

/** Everything but the signature's box: option, site, phone, two windows (4 and 6 days ahead), the typed name. */
async function fillOrderForm(main: Locator, name: string): Promise<string> {
  const today = viennaDate(new Date());
  const firstWindow = addCalendarDays(today, 4);
  await main.getByRole('radio', { name: /Fertigparkett/ }).check();
  await main.getByLabel('Adresse der Baustelle').fill('Mariahilfer Straße 12/4, 1060 Wien');
  await main.getByLabel('Telefonnummer für Rückfragen').fill('+43 664 123 45 67');
  await main.getByLabel('Wunschtermin 1: Datum').fill(firstWindow);
  await main.getByLabel('Wunschtermin 1: Zeitfenster').selectOption('morning');
  await main.getByLabel('Wunschtermin 2: Datum').fill(addCalendarDays(today, 6));
  await main.getByLabel('Wunschtermin 2: Zeitfenster').selectOption('evening');
  await main.getByLabel('Ihr vollständiger Name').fill(name);
  return firstWindow;
}

/** Sends the form without script: the page server's answer to the browser's own post (its status). */
async function sendWithoutScript(visitor: Page, main: Locator): Promise<number> {
  const [answer] = await Promise.all([
    visitor.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().includes('/api/forms/order/'),
    ),
    main.getByRole('button', { name: 'Angebot verbindlich annehmen' }).click(),
  ]);
  return answer.status();
}

async function ordersOf(admin: APIRequestContext, quoteNumber: string): Promise<AdminOrder[]> {
  const orders = await newestAdminEntries<AdminOrder>(admin, '/api/admin/orders');
  return orders.filter((order) => order.quoteNumber === quoteNumber);
}

test.describe('from quote to order', () => {
  const receiver = new WebhookReceiver({ path: '/erp/orders' });
  let admin: APIRequestContext;
  let secret = '';
  let endpointId = '';

  test.beforeAll(async ({ playwright, baseURL }) => {
    await receiver.start();
    admin = await playwright.request.newContext({ baseURL });
    const login = await admin.post('/api/auth/login', { data: { password: E2E_ADMIN_PASSWORD } });
    expect(login.status()).toBe(200);
    const created = await admin.post('/api/admin/webhooks/endpoints', {
      data: {
        url: receiver.url,
        description: 'e2e Aufträge',
        events: ['order.created', 'order.status_changed'],
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { secret: shown, endpoint } = (await created.json()) as WebhookEndpointWithSecret;
    secret = shown;
    endpointId = endpoint.id;
  });

  test.afterAll(async () => {
    // Later tests' events must not go to a receiver that is gone.
    if (endpointId)
      await admin.patch(`/api/admin/webhooks/endpoints/${endpointId}`, { data: { active: false } });
    await admin.dispose();
    await receiver.stop();
  });

  /** The order's webhooks as the receiver got them, each verified with the endpoint's secret. */
  const webhooksOf = (orderId: string): OrderWebhook[] =>
    receiver.received.flatMap((entry) => {
      const event = verifyWebhook(secret, entry) as Omit<OrderWebhook, 'id'>;
      return event.data.orderId === orderId ? [{ id: entry.id, ...event }] : [];
    });

  for (const { name, device, script } of VARIANTS) {
    test(`${name}: quote by e-mail → accept → confirmation, e-mails, Besichtigung (.ics), timeline, webhooks`, async ({
      browser,
      baseURL,
    }) => {
      // Many steps, two PDFs and three e-mails through a worker on a shared machine.
      test.setTimeout(480_000);
      const tag = `${device.isMobile ? 'phone' : 'desktop'}.${script ? 'js' : 'html'}.${Date.now()}`;
      const email = `e2e.auftrag.${tag}@example.at`;
      const signature = `Erika Mustermann ${tag}`;
      const open = async (b: Browser, javaScriptEnabled: boolean) => {
        const context = await b.newContext({ ...device, baseURL, javaScriptEnabled });
        const page = await context.newPage();
        await acceptNecessaryCookiesUpFront(page);
        return { context, page };
      };

      // The quote: with script calculated on the page; without, through the same public JSON calls.
      const calculator = await open(browser, true);
      const { quoteNumber, shareUrl } = script
        ? await quoteByEmailOnThePage(calculator.page, email)
        : await quoteByEmailThroughTheApi(calculator.page.request, email);
      await calculator.context.close();

      // The share link in a fresh browser (without script: one that runs none).
      const fresh = await open(browser, script);
      let firstWindow = '';
      let accepted = 0;
      try {
        const visitor = fresh.page;
        if (!script) {
          // An unknown link: a German 404 page, as HTML without script.
          const unknown = await visitor.goto(`/angebot-annehmen/${'x'.repeat(43)}`);
          expect(unknown?.status()).toBe(404);
          await expect(visitor.getByRole('main').getByRole('alert')).toHaveText(ORDER_MESSAGES.quoteNotFound);
        }
        await visitor.goto(shareUrl);
        await visitor.getByRole('link', { name: 'Angebot annehmen' }).click();
        const main = visitor.getByRole('main');
        await expect(main.getByRole('heading', { level: 1, name: 'Angebot annehmen' })).toBeVisible(
          UNTIL_TEST_TIMEOUT,
        );
        // The quote is on the page as it arrives: number, valid until, lines and total.
        await expect(main.getByText(quoteNumber).first()).toBeVisible();
        await expect(main.getByText('Gültig bis')).toBeVisible();
        await expect(main.getByRole('table')).toContainText('Gesamt (inkl. USt.)');

        firstWindow = await fillOrderForm(main, signature);
        const confirm = main.getByRole('checkbox', {
          name: new RegExp(`Ich nehme das Angebot ${quoteNumber} über`),
        });
        await expect(confirm).not.toBeChecked();
        await confirm.check();

        if (!script) {
          // Bad dates: the same window twice. The form again (400), the values kept, the message under the field.
          await main.getByLabel('Wunschtermin 2: Datum').fill(firstWindow);
          await main.getByLabel('Wunschtermin 2: Zeitfenster').selectOption('morning');
          expect(await sendWithoutScript(visitor, main)).toBe(400);
          await expect(main.getByText(ORDER_MESSAGES.windowsRepeated).first()).toBeVisible();
          await expect(main.getByLabel('Wunschtermin 2: Datum')).toHaveAttribute('aria-invalid', 'true');
          await expect(main.getByLabel('Adresse der Baustelle')).toHaveValue(
            'Mariahilfer Straße 12/4, 1060 Wien',
          );
          await expect(main.getByLabel('Ihr vollständiger Name')).toHaveValue(signature);
          await expect(main.getByRole('radio', { name: /Fertigparkett/ })).toBeChecked();

          // A signature of blanks only is none: the form again with the message under the name.
          await main.getByLabel('Wunschtermin 2: Datum').fill(addCalendarDays(viennaDate(new Date()), 6));
          await main.getByLabel('Wunschtermin 2: Zeitfenster').selectOption('evening');
          await main.getByLabel('Ihr vollständiger Name').fill('    ');
          expect(await sendWithoutScript(visitor, main)).toBe(400);
          await expect(main.getByText(ORDER_MESSAGES.signatureRequired).first()).toBeVisible();
          await expect(main.getByLabel('Ihr vollständiger Name')).toHaveAttribute('aria-invalid', 'true');
          expect(await ordersOf(admin, quoteNumber)).toEqual([]);

          await main.getByLabel('Ihr vollständiger Name').fill(signature);
          await expect(confirm).toBeChecked();
          accepted = Date.now();
          // Taken: 303 to the order page, which shows the confirmation.
          expect(await sendWithoutScript(visitor, main)).toBe(303);
        } else {
          accepted = Date.now();
          await main.getByRole('button', { name: 'Angebot verbindlich annehmen' }).click();
        }

        await expect(main.getByRole('heading', { level: 1, name: 'Auftrag erhalten' })).toBeVisible();
        await expect(main.getByRole('status')).toContainText('Ihr Auftrag ist bei uns eingegangen');
        await expect(main.getByText('Fertigparkett')).toBeVisible();
        await expect(main.getByRole('link', { name: 'Per WhatsApp zum Auftrag schreiben' })).toHaveAttribute(
          'href',
          /^https:\/\/wa\.me\/\d+\?text=/,
        );
        await expect(main.getByRole('region', { name: /Rücktrittsrecht/ })).toContainText(
          'MUSTER-WIDERRUFSFORMULAR',
        );

        // Opened again, the page shows the same order, not the form; a second acceptance gives the same order.
        await visitor.reload();
        await expect(main.getByRole('heading', { level: 1, name: 'Auftrag erhalten' })).toBeVisible();
        if (!script) {
          // The same form sent once more (the browser's back button and 'Senden' again): the same order.
          const today = viennaDate(new Date());
          const again = await visitor.request.post(
            visitor.url().replace('/angebot-annehmen/', '/api/forms/order/'),
            {
              form: {
                ...orderAcceptance({
                  siteAddress: 'Andere Straße 1, 1010 Wien',
                  window1Date: addCalendarDays(today, 8),
                  window2Date: addCalendarDays(today, 9),
                  window2Slot: 'morning',
                  signatureName: signature,
                }),
                confirmed: 'true',
              },
              maxRedirects: 0,
            },
          );
          expect(again.status()).toBe(303);
          expect(again.headers().location).toBe(new URL(visitor.url()).pathname);
          await visitor.goto(again.headers().location ?? '');
          await expect(main.getByRole('heading', { level: 1, name: 'Auftrag erhalten' })).toBeVisible();
          await expect(main.getByText('Fertigparkett')).toBeVisible();
        }
      } finally {
        await fresh.context.close();
      }

      const confirmation = await mailTo(email, `Auftragsbestätigung zu Ihrem Angebot ${quoteNumber}`);
      const operatorMail = await mailTo(E2E_NOTIFY_EMAIL, `Neuer Auftrag ${quoteNumber}`);
      console.log(`[${name}] acceptance → both e-mails in the catcher: ${Date.now() - accepted} ms`);
      expect(confirmation.text).toContain(signature);
      expect(confirmation.text).toContain('MUSTER-WIDERRUFSFORMULAR');
      expect(confirmation.text).toContain('https://wa.me/');
      const pdfName = `${quoteNumber}-angenommen.pdf`;
      expect(confirmation.attachments?.map((file) => file.fileName)).toEqual([pdfName]);
      expect((await attachmentOf(confirmation, pdfName)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(operatorMail.text).toContain('Mariahilfer Straße 12/4, 1060 Wien');
      expect(operatorMail.text).toContain('Preis-Hash');
      const orders = await ordersOf(admin, quoteNumber);
      expect(orders).toHaveLength(1);
      const order = orders[0] as AdminOrder;

      // The operator confirms the first window in 'Aufträge'.
      const operator = await open(browser, true);
      try {
        const page = operator.page;
        await signInAsAdmin(page);
        await page.goto('/admin');
        await page.getByRole('tab', { name: 'Aufträge' }).click();
        const card = page
          .getByRole('listitem')
          .filter({ hasText: quoteNumber })
          .filter({ hasText: signature });
        await card.getByRole('button', { name: 'Termin 1 bestätigen' }).click();
        await expect(card).toContainText('Besichtigung vereinbart');

        // The visitor's invitation: a .ics a calendar library reads back, starting in Vienna's morning slot.
        const invitation = await mailTo(email, 'Besichtigung bestätigt:');
        const ics = (await attachmentOf(invitation, 'besichtigung.ics')).toString('utf8');
        const event = Object.values(ical.sync.parseICS(ics)).find(
          (component): component is VEvent => component?.type === 'VEVENT',
        );
        expect(event?.summary).toContain(quoteNumber);
        const start = new Intl.DateTimeFormat('sv-SE', {
          timeZone: 'Europe/Vienna',
          dateStyle: 'short',
          timeStyle: 'short',
        }).format(event?.start);
        expect(start).toBe(`${firstWindow} 08:00`);

        // The customer's timeline shows every step: the quote e-mail and the order, which links to 'Aufträge'.
        await page.getByRole('tab', { name: 'Kunden' }).click();
        await (await customerInAdmin(page, tag, signature)).click();
        const timeline = page.getByRole('list').filter({ hasText: 'Zugeordnet' });
        const orderStep = timeline
          .getByRole('listitem')
          .filter({ has: page.getByText('Auftrag', { exact: true }) });
        await expect(orderStep).toContainText('Fertigparkett');
        await expect(timeline.getByRole('listitem').filter({ hasText: 'Angebot per E-Mail' })).toHaveCount(1);
        await orderStep.getByRole('button', { name: 'Im Tab anzeigen' }).click();
        await expect(page.getByRole('tab', { name: 'Aufträge' })).toHaveAttribute('aria-selected', 'true');
      } finally {
        await operator.context.close();
      }

      // The receiver got the order's creation and its Besichtigung, each once per webhook-id.
      await expect
        .poll(
          () =>
            webhooksOf(order.id)
              .map((event) => event.type)
              .sort(),
          UNTIL_TEST_TIMEOUT,
        )
        .toEqual(['order.created', 'order.status_changed']);
      const events = webhooksOf(order.id);
      expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
      expect(events.find((event) => event.type === 'order.status_changed')?.data).toMatchObject({
        quoteNumber,
        previousStatus: 'new',
        status: 'visitScheduled',
      });
    });
  }
});
