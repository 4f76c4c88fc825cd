import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import ical, { type VEvent } from 'node-ical';
import { Webhook } from 'standardwebhooks';
import request from 'supertest';
import {
  type AdminListPage,
  type AdminOrder,
  API_MESSAGES,
  HONEYPOT_FIELD,
  ORDER_LIMITS,
  ORDER_MESSAGES,
  ORDER_PAGE_TEXTS,
  addCalendarDays,
  type OrderAccepted,
  type OrderQuote,
  viennaDate,
  type WebhookBody,
  type WebhookEndpointWithSecret,
} from '@stairs/contracts';
import { toStoredCalculation } from '../src/calculations/stored-calculation';
import { type CalculationEntity } from '../src/calculations/calculation.entity';
import { BackgroundTasks } from '../src/jobs/background-tasks.service';
import { priceSnapshotHash } from '../src/orders/order-quote';
import { type EmailedQuote, emailedQuote } from './helpers/emailed-quote';
import { mailStackForSuite } from './helpers/mail-stack';
import { orderAcceptance } from './helpers/order-acceptance';
import { type ReceivedMail } from './helpers/smtp-sink';
import { waitFor } from './helpers/wait-for';

const NOTIFY = 'betrieb@example.at';
const today = () => viennaDate(new Date());

/** A valid acceptance of a concrete quote with a third window (7 days ahead) and a note; `overrides` may break it. */
function acceptance(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...orderAcceptance({
      window3Date: addCalendarDays(today(), 7),
      window3Slot: 'evening',
      note: 'Bitte vorher anrufen, Hund im Haus.',
    }),
    ...overrides,
  };
}

/** A token of the same shape with one character changed. */
function changed(token: string): string {
  return `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
}

/**
 * 'Angebot annehmen' in the API and the worker: the quote by its share token, validation, the order with its
 * evidence once per quote (also under concurrent acceptances), expiry, the spam defence, the visitor's and the
 * operator's e-mails through a real SMTP server on 127.0.0.1, and the operator's pipeline with the Besichtigung's
 * calendar e-mails parsed back by a calendar library.
 */
describe('orders: accepting a quote from its share link', () => {
  // The worker renders a PDF per Auftragsbestätigung and the mail queue takes them in turn: slow on a busy machine.
  jest.setTimeout(180_000);
  const stack = mailStackForSuite({ env: { NOTIFY_EMAIL: NOTIFY, MAIL_FROM: 'website@example.at' } });
  let visitors = 0;

  /** A calculated quote e-mailed to a visitor of its own: its share token. */
  async function sharedQuote(): Promise<EmailedQuote & { email: string }> {
    visitors += 1;
    const email = `kunde${visitors}@example.at`;
    return { ...(await emailedQuote(stack.server, email)), email };
  }

  const accept = (token: string, body: Record<string, unknown>) =>
    request(stack.server).post(`/api/orders/${token}`).send(body);

  async function ordersOf(calculationId: string): Promise<{ id: string }[]> {
    return (await stack.db.query('SELECT id FROM orders WHERE calculation_id = $1', [calculationId])) as {
      id: string;
    }[];
  }

  const mailTo = (address: string, subject: string) => () =>
    stack.sink.messages.find((mail) => mail.to.includes(address) && mail.headers.subject?.includes(subject));

  describe('the order page’s quote', () => {
    it('names number, both options with their lines and totals, and the last valid day', async () => {
      const shared = await sharedQuote();
      const quote = (await request(stack.server).get(`/api/orders/quote/${shared.token}`).expect(200))
        .body as OrderQuote;
      expect(quote.quoteNumber).toBe(shared.quoteNumber);
      expect(quote.validUntil).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
      expect(quote.options.map((option) => option.key)).toEqual(['massivholz', 'fertigparkett']);
      for (const option of quote.options) {
        expect(option.lines.map((line) => line.label)).toEqual(['Material', 'Arbeitsleistung']);
        expect(option.lines.reduce((sum, line) => sum + line.amount, 0)).toBeCloseTo(option.total, 2);
      }
      expect(quote.accepted).toBeNull();
    });

    it('an unknown, changed or malformed token: a German 404; the shared quote page links to the order page', async () => {
      const shared = await sharedQuote();
      for (const token of [changed(shared.token), 'x', `${shared.token}x`]) {
        const res = await request(stack.server).get(`/api/orders/quote/${token}`).expect(404);
        expect(res.body.message).toBe(ORDER_MESSAGES.quoteNotFound);
        const post = await accept(token, acceptance()).expect(404);
        expect(post.body.message).toBe(ORDER_MESSAGES.quoteNotFound);
      }
      const page = await request(stack.server).get(`/api/quote-share/${shared.token}`).expect(200);
      expect(page.text).toContain(`href="/angebot-annehmen/${shared.token}"`);
      expect(page.text).toContain(ORDER_PAGE_TEXTS.action);
    });
  });

  describe('validation: German 400, nothing stored', () => {
    let shared: Awaited<ReturnType<typeof sharedQuote>>;
    beforeAll(async () => {
      shared = await sharedQuote();
    });

    it.each([
      ['no confirmation', { confirmed: undefined }, ORDER_MESSAGES.confirmationRequired],
      ['the box unticked', { confirmed: false }, ORDER_MESSAGES.confirmationRequired],
      ['no signature', { signatureName: '  ' }, ORDER_MESSAGES.signatureRequired],
      ['a signature too short', { signatureName: 'Ma' }, ORDER_MESSAGES.signatureInvalid],
      ['an option the quote lacks', { option: 'sanding' }, ORDER_MESSAGES.optionInvalid],
      ['no site address', { siteAddress: '' }, ORDER_MESSAGES.siteAddressRequired],
      ['a bad phone', { phone: 'abc' }, ORDER_MESSAGES.phoneInvalid],
      ['one window only', { window2Date: '', window2Slot: '' }, ORDER_MESSAGES.windowRequired],
      ['a window today', { window1Date: viennaDate(new Date()) }, ORDER_MESSAGES.windowInvalid],
      ['a window in the past', { window1Date: '2020-01-10' }, ORDER_MESSAGES.windowInvalid],
      [
        'a window too far ahead',
        { window1Date: addCalendarDays(viennaDate(new Date()), ORDER_LIMITS.visitWindowMaxDays + 1) },
        ORDER_MESSAGES.windowInvalid,
      ],
      ['a day that does not exist', { window1Date: '2027-02-30' }, ORDER_MESSAGES.windowInvalid],
      ['a slot that does not exist', { window1Slot: 'night' }, ORDER_MESSAGES.windowSlotInvalid],
      ['the third window half given', { window3Slot: '' }, ORDER_MESSAGES.windowSlotInvalid],
      [
        'the same window twice',
        { window2Date: addCalendarDays(viennaDate(new Date()), 3), window2Slot: 'morning' },
        ORDER_MESSAGES.windowsRepeated,
      ],
      ['a note too long', { note: 'x'.repeat(ORDER_LIMITS.noteMaxLength + 1) }, ORDER_MESSAGES.noteTooLong],
      ['a NUL byte in the name', { signatureName: 'Maria\u0000Muster' }, API_MESSAGES.invalidCharacters],
      ['an unknown field', { discount: 50 }, `${API_MESSAGES.unknownField}: discount.`],
    ])('%s', async (_case, overrides, message) => {
      const res = await accept(shared.token, acceptance(overrides)).expect(400);
      expect(res.body.message).toBe(message);
      expect(await ordersOf(shared.calculationId)).toEqual([]);
    });

    it('a window’s refusal stands under that window’s field (the page shows it there)', async () => {
      const repeated = { window2Date: addCalendarDays(viennaDate(new Date()), 3), window2Slot: 'morning' };
      expect((await accept(shared.token, acceptance(repeated)).expect(400)).body.fields).toEqual({
        window2Date: ORDER_MESSAGES.windowsRepeated,
      });
      expect(
        (await accept(shared.token, acceptance({ window1Slot: 'night' })).expect(400)).body.fields,
      ).toEqual({
        window1Slot: ORDER_MESSAGES.windowSlotInvalid,
      });
    });

    it('an oversized body: a German 413, nothing stored', async () => {
      const res = await accept(shared.token, acceptance({ note: 'x'.repeat(2_000_000) })).expect(413);
      expect(res.body.message).toMatch(/[äöüß]|zu groß/i);
      expect(await ordersOf(shared.calculationId)).toEqual([]);
    });

    it('a filled honeypot is answered like a person’s acceptance and stores nothing', async () => {
      const res = await accept(shared.token, {
        ...acceptance(),
        [HONEYPOT_FIELD]: 'https://spam.example',
      }).expect(200);
      expect((res.body as OrderAccepted).quoteNumber).toBe(shared.quoteNumber);
      await stack.app.get(BackgroundTasks).idle();
      expect(await ordersOf(shared.calculationId)).toEqual([]);
    });
  });

  describe('an accepted quote', () => {
    let shared: Awaited<ReturnType<typeof sharedQuote>>;
    let first: OrderAccepted;

    beforeAll(async () => {
      shared = await sharedQuote();
      first = (await accept(shared.token, acceptance()).expect(200)).body as OrderAccepted;
    });

    it('answers the order with the chosen option, its total and the windows', () => {
      expect(first).toMatchObject({
        success: true,
        message: ORDER_MESSAGES.accepted,
        quoteNumber: shared.quoteNumber,
        option: 'massivholz',
        optionTitle: 'Massivholz',
      });
      expect(first.windows).toHaveLength(3);
      expect(first.total).toBeGreaterThan(0);
    });

    it('keeps the evidence: time, quote number, the price snapshot’s SHA-256, the typed name, the client address', async () => {
      const [row] = (await stack.db.query('SELECT * FROM orders WHERE id = $1', [first.orderId])) as Array<
        Record<string, unknown>
      >;
      const [calculation] = (await stack.db.query(
        `SELECT id, type, quote_number AS "quoteNumber", inputs, results, price_snapshot AS "priceSnapshot",
                created_at AS "createdAt" FROM calculations WHERE id = $1`,
        [shared.calculationId],
      )) as CalculationEntity[];
      expect(row).toMatchObject({
        quote_number: shared.quoteNumber,
        signature_name: 'Maria Muster',
        email: shared.email,
        status: 'new',
        confirmation_text: ORDER_PAGE_TEXTS.confirmLabel(shared.quoteNumber, first.total),
      });
      expect(row?.price_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.price_hash).toBe(priceSnapshotHash(toStoredCalculation(calculation as CalculationEntity)));
      expect(String(row?.client_ip)).toMatch(/127\.0\.0\.1|::1/);
      expect((row?.accepted_at as Date).toISOString()).toBe(first.acceptedAt);
      const events = await stack.db.query(
        `SELECT id FROM conversion_events WHERE kind = 'order' AND reference_id = $1`,
        [first.orderId],
      );
      expect(events).toHaveLength(1);
    });

    it('accepting again gives the same order once; the page then shows it', async () => {
      const again = (await accept(shared.token, acceptance({ option: 'fertigparkett' })).expect(200))
        .body as OrderAccepted;
      expect(again.orderId).toBe(first.orderId);
      expect(again.option).toBe('massivholz');
      expect(again.message).toBe(ORDER_MESSAGES.alreadyAccepted);
      expect(await ordersOf(shared.calculationId)).toHaveLength(1);
      const quote = (await request(stack.server).get(`/api/orders/quote/${shared.token}`).expect(200))
        .body as OrderQuote;
      expect(quote.accepted?.orderId).toBe(first.orderId);
    });

    it('the visitor gets the Auftragsbestätigung: PDF, WhatsApp, the withdrawal right and its form', async () => {
      const mail: ReceivedMail = await waitFor(mailTo(shared.email, 'Auftragsbestätigung'), 150_000);
      expect(mail.headers.subject).toBe(`Auftragsbestätigung zu Ihrem Angebot ${shared.quoteNumber}`);
      expect(mail.text).toContain('Maria Muster');
      expect(mail.text).toContain('https://wa.me/');
      expect(mail.text).toContain('binnen vierzehn Tagen');
      expect(mail.text).toContain('MUSTER-WIDERRUFSFORMULAR');
      expect(mail.text).toContain('Mariahilfer Straße 12/4, 1060 Wien');
      const [pdf] = mail.attachments;
      expect(pdf?.filename).toBe(`${shared.quoteNumber}-angenommen.pdf`);
      expect(pdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    it('the operator gets the order with the evidence', async () => {
      const mail = await waitFor(mailTo(NOTIFY, `Neuer Auftrag ${shared.quoteNumber}`), 150_000);
      expect(mail.headers['reply-to']).toContain(shared.email);
      expect(mail.text).toContain('Maria Muster');
      expect(mail.text).toContain('Preis-Hash');
      expect(mail.text).toContain('Bitte vorher anrufen, Hund im Haus.');
    });
  });

  it('concurrent acceptances of one quote give one order', async () => {
    const shared = await sharedQuote();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        accept(shared.token, acceptance({ signatureName: `Maria Muster ${index}` })),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(200));
    const ids = new Set(answers.map((res) => (res.body as OrderAccepted).orderId));
    expect(ids.size).toBe(1);
    expect(await ordersOf(shared.calculationId)).toHaveLength(1);
    const [id] = [...ids];
    expect(
      await stack.db.query(`SELECT id FROM conversion_events WHERE kind = 'order' AND reference_id = $1`, [
        id,
      ]),
    ).toHaveLength(1);
  });

  it('an expired quote: a German 410 offering a new calculation; nothing stored', async () => {
    const shared = await sharedQuote();
    await stack.db.query(
      `UPDATE quote_emails SET share_expires_at = now() - interval '1 minute' WHERE calculation_id = $1`,
      [shared.calculationId],
    );
    const page = await request(stack.server).get(`/api/orders/quote/${shared.token}`).expect(410);
    expect(page.body.message).toBe(ORDER_MESSAGES.quoteExpired);
    const res = await accept(shared.token, acceptance()).expect(410);
    expect(res.body.message).toContain('zu den heutigen Preisen');
    expect(await ordersOf(shared.calculationId)).toEqual([]);
  });

  describe('the operator’s pipeline', () => {
    let shared: Awaited<ReturnType<typeof sharedQuote>>;
    let orderId: string;

    beforeAll(async () => {
      shared = await sharedQuote();
      orderId = ((await accept(shared.token, acceptance()).expect(200)).body as OrderAccepted).orderId;
    });

    it('is refused without a session', async () => {
      await request(stack.server).get('/api/admin/orders').expect(401);
      await request(stack.server)
        .patch(`/api/admin/orders/${orderId}`)
        .send({ status: 'cancelled' })
        .expect(401);
      await request(stack.server).put(`/api/admin/orders/${orderId}/visit`).send({ window: 1 }).expect(401);
      await request(stack.server).delete(`/api/admin/orders/${orderId}/visit`).expect(401);
    });

    it('lists the order with the accepted quote and the signature’s evidence', async () => {
      const page = (await stack.admin.get('/api/admin/orders').expect(200)).body as AdminListPage<AdminOrder>;
      const order = page.items.find((item) => item.id === orderId);
      expect(order).toMatchObject({
        status: 'new',
        quoteNumber: shared.quoteNumber,
        optionTitle: 'Massivholz',
        email: shared.email,
        visit: null,
        evidence: { signatureName: 'Maria Muster', priceHash: expect.stringMatching(/^[0-9a-f]{64}$/) },
      });
    });

    it('refuses a status the pipeline does not allow from here', async () => {
      const res = await stack.admin
        .patch(`/api/admin/orders/${orderId}`)
        .send({ status: 'completed' })
        .expect(409);
      expect(res.body.message).toBe(ORDER_MESSAGES.transitionRefused('Neu', 'Abgeschlossen'));
      await stack.admin.put(`/api/admin/orders/${orderId}/visit`).send({ window: 4 }).expect(400);
    });

    /** The calendar e-mail with this SEQUENCE, its .ics parsed by node-ical. */
    async function calendarMail(
      sequence: number,
    ): Promise<{ mail: ReceivedMail; method: string; event: VEvent }> {
      const mail = await waitFor(
        () =>
          stack.sink.messages.find(
            (candidate) =>
              candidate.to.includes(shared.email) &&
              candidate.attachments.some((file) =>
                file.content.toString('utf8').includes(`SEQUENCE:${sequence}`),
              ),
          ),
        150_000,
      );
      const ics = mail.attachments.find((file) => file.filename.endsWith('.ics'));
      if (!ics) throw new Error('no .ics attached');
      const text = ics.content.toString('utf8');
      const parsed = ical.sync.parseICS(text);
      const event = Object.values(parsed).find((entry): entry is VEvent => entry?.type === 'VEVENT');
      if (!event) throw new Error('no VEVENT');
      const method = /^METHOD:(.+)$/m.exec(text)?.[1]?.trim() ?? '';
      return { mail, method, event };
    }

    it('confirming a window: the visitor gets an invitation (.ics METHOD:REQUEST, SEQUENCE 0)', async () => {
      const order = (
        await stack.admin.put(`/api/admin/orders/${orderId}/visit`).send({ window: 2 }).expect(200)
      ).body as AdminOrder;
      expect(order.status).toBe('visitScheduled');
      expect(order.visit).toEqual({ date: addCalendarDays(today(), 5), slot: 'afternoon' });
      const { mail, method, event } = await calendarMail(0);
      expect(mail.headers.subject).toContain('Besichtigung bestätigt');
      expect(method).toBe('REQUEST');
      expect(event.uid).toBe(`besichtigung-${orderId}@example.at`);
      expect(Number(event.sequence)).toBe(0);
      expect(event.location).toBe('Mariahilfer Straße 12/4, 1060 Wien');
      // 12–16 Uhr in Vienna on that day.
      const hour = (date: Date) =>
        new Intl.DateTimeFormat('en-GB', {
          timeZone: 'Europe/Vienna',
          hour: '2-digit',
          hourCycle: 'h23',
        }).format(date);
      expect(viennaDate(event.start)).toBe(addCalendarDays(today(), 5));
      expect(hour(event.start)).toBe('12');
      expect(event.end && hour(event.end)).toBe('16');
    });

    it('confirming the same window again sends nothing; another window is a change (same UID, SEQUENCE 1)', async () => {
      await stack.admin.put(`/api/admin/orders/${orderId}/visit`).send({ window: 2 }).expect(200);
      await stack.admin.put(`/api/admin/orders/${orderId}/visit`).send({ window: 1 }).expect(200);
      const { mail, method, event } = await calendarMail(1);
      expect(mail.headers.subject).toContain('Besichtigung geändert');
      expect(method).toBe('REQUEST');
      expect(event.uid).toBe(`besichtigung-${orderId}@example.at`);
      expect(viennaDate(event.start)).toBe(addCalendarDays(today(), 3));
      const [mails] = (await stack.db.query(
        'SELECT count(*)::int AS n FROM order_visit_mails WHERE order_id = $1',
        [orderId],
      )) as { n: number }[];
      expect(mails?.n).toBe(2);
    });

    it('cancelling the Besichtigung sends METHOD:CANCEL (SEQUENCE 2); the order is new again', async () => {
      const order = (await stack.admin.delete(`/api/admin/orders/${orderId}/visit`).expect(200))
        .body as AdminOrder;
      expect(order).toMatchObject({ status: 'new', visit: null });
      const { method, event } = await calendarMail(2);
      expect(method).toBe('CANCEL');
      expect(event.uid).toBe(`besichtigung-${orderId}@example.at`);
      await stack.admin.delete(`/api/admin/orders/${orderId}/visit`).expect(409);
    });

    it('goes on: Besichtigung vereinbart → beauftragt → abgeschlossen, then nothing more', async () => {
      await stack.admin.put(`/api/admin/orders/${orderId}/visit`).send({ window: 3 }).expect(200);
      const commissioned = (
        await stack.admin.patch(`/api/admin/orders/${orderId}`).send({ status: 'commissioned' }).expect(200)
      ).body as AdminOrder;
      expect(commissioned.status).toBe('commissioned');
      const completed = (
        await stack.admin.patch(`/api/admin/orders/${orderId}`).send({ status: 'completed' }).expect(200)
      ).body as AdminOrder;
      expect(completed.status).toBe('completed');
      await stack.admin
        .patch(`/api/admin/orders/${orderId}`)
        .send({ status: 'cancelled', reason: 'x' })
        .expect(409);
    });

    it('cancelling needs a reason; a scheduled Besichtigung is cancelled with the order', async () => {
      const other = await sharedQuote();
      const id = ((await accept(other.token, acceptance()).expect(200)).body as OrderAccepted).orderId;
      await stack.admin.put(`/api/admin/orders/${id}/visit`).send({ window: 1 }).expect(200);
      const refused = await stack.admin
        .patch(`/api/admin/orders/${id}`)
        .send({ status: 'cancelled' })
        .expect(400);
      expect(refused.body.message).toBe(ORDER_MESSAGES.cancelReasonRequired);
      const cancelled = (
        await stack.admin
          .patch(`/api/admin/orders/${id}`)
          .send({ status: 'cancelled', reason: 'Kunde hat anders entschieden' })
          .expect(200)
      ).body as AdminOrder;
      expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'Kunde hat anders entschieden' });
      const mail = await waitFor(
        () =>
          stack.sink.messages.find(
            (candidate) =>
              candidate.to.includes(other.email) && candidate.headers.subject?.includes('abgesagt'),
          ),
        150_000,
      );
      expect(mail.attachments[0]?.content.toString('utf8')).toContain('METHOD:CANCEL');
    });

    it('an accepted order is a line of the 30-day trend', async () => {
      const trends = (await stack.admin.get('/api/admin/conversion-trends').expect(200)).body as {
        days: { date: string; counts: Record<string, number> }[];
      };
      expect(trends.days.at(-1)?.counts.order).toBeGreaterThanOrEqual(3);
    });
  });

  describe('the ERP hears of the order (Standard Webhooks)', () => {
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    let server: Server;
    let secret: string;

    beforeAll(async () => {
      server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
          res.writeHead(204).end();
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/erp`;
      secret = (
        (
          await stack.admin
            .post('/api/admin/webhooks/endpoints')
            .send({ url, events: ['order.created', 'order.status_changed'] })
            .expect(201)
        ).body as WebhookEndpointWithSecret
      ).secret;
    });

    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it('order created, then Besichtigung vereinbart: each once, in order, verified with the official library', async () => {
      const shared = await sharedQuote();
      const order = (await accept(shared.token, acceptance()).expect(200)).body as OrderAccepted;
      await accept(shared.token, acceptance()).expect(200); // the same order again: no second event
      await stack.admin.put(`/api/admin/orders/${order.orderId}/visit`).send({ window: 1 }).expect(200);
      const ofThisOrder = () =>
        received
          .map((entry) => ({
            id: String(entry.headers['webhook-id']),
            event: new Webhook(secret).verify(entry.body, {
              'webhook-id': String(entry.headers['webhook-id']),
              'webhook-timestamp': String(entry.headers['webhook-timestamp']),
              'webhook-signature': String(entry.headers['webhook-signature']),
            }) as WebhookBody,
          }))
          .filter(({ event }) => (event.data as { orderId?: string }).orderId === order.orderId);
      const events = await waitFor(() => (ofThisOrder().length >= 2 ? ofThisOrder() : undefined), 150_000);
      expect(events.map(({ event }) => event.type)).toEqual(['order.created', 'order.status_changed']);
      expect(new Set(events.map(({ id }) => id)).size).toBe(2);
      expect(events[0]?.event.data).toMatchObject({
        quoteNumber: shared.quoteNumber,
        status: 'new',
        currency: 'EUR',
        grossTotalCents: Math.round(order.total * 100),
      });
      expect(events[1]?.event.data).toMatchObject({ previousStatus: 'new', status: 'visitScheduled' });
    });
  });
});
