import request from 'supertest';
import {
  API,
  fillPath,
  FORM_PAGE_TEXTS,
  type PersonalDataExport,
  PRICE_LINE_LABELS,
  QUOTE_EMAIL_MESSAGES,
  type QuoteEmailResult,
} from '@stairs/contracts';
import { deleteLeadsOlderThan } from '../src/privacy/lead-retention';
import { parsePage, textOf } from './helpers/html-pages';
import { mailStackForSuite } from './helpers/mail-stack';
import { type ReceivedMail } from './helpers/smtp-sink';
import { waitFor } from './helpers/wait-for';

const NOTIFY = 'betrieb@example.at';
const PUBLIC_URL = 'https://treppen.example.at';
const SHARE_PATH = /^\/api\/quote-share\/[A-Za-z0-9_-]{43}$/;

/** A token of the same shape with one character changed. */
function changed(sharePath: string): string {
  const last = sharePath.slice(-1);
  return `${sharePath.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`;
}

/**
 * 'Angebot per E-Mail erhalten' end to end in the API and the worker: validation, the lead, the visitor's e-mail
 * with the PDF through a real SMTP server on 127.0.0.1, the share link, DSGVO export and erasure, the no-script form.
 */
describe('quote by e-mail and its share link', () => {
  const stack = mailStackForSuite({
    env: { NOTIFY_EMAIL: NOTIFY, MAIL_FROM: 'website@example.at', SITE_PUBLIC_URL: `${PUBLIC_URL}/` },
  });

  async function calculate(): Promise<{ id: string; quoteNumber: string }> {
    const res = await request(stack.server)
      .post('/api/calculate-concrete')
      .send({ stepCount: 12, stepWidth: 100, stepDepth: 30 })
      .expect(200);
    return res.body as { id: string; quoteNumber: string };
  }

  const mailTo = (address: string) => () => stack.sink.messages.find((mail) => mail.to.includes(address));

  describe('POST /api/quote-email validates in German', () => {
    let calculationId: string;
    beforeAll(async () => {
      calculationId = (await calculate()).id;
    });

    it.each([
      ['a malformed address', { email: 'kein-at', contactConsent: true }, QUOTE_EMAIL_MESSAGES.emailInvalid],
      ['no address', { email: '  ', contactConsent: true }, QUOTE_EMAIL_MESSAGES.emailRequired],
      ['no consent', { email: 'a@example.at' }, QUOTE_EMAIL_MESSAGES.consentRequired],
      [
        'consent refused',
        { email: 'a@example.at', contactConsent: false },
        QUOTE_EMAIL_MESSAGES.consentRequired,
      ],
    ])('%s: 400 with its message, nothing stored', async (_case, body, message) => {
      const res = await request(stack.server)
        .post('/api/quote-email')
        .send({ calculationId, ...body })
        .expect(400);
      expect(res.body.message).toBe(message);
      expect(
        await stack.db.query('SELECT id FROM quote_emails WHERE calculation_id = $1', [calculationId]),
      ).toEqual([]);
    });

    it('an unknown calculation: 404; not an id: 400', async () => {
      const unknown = await request(stack.server)
        .post('/api/quote-email')
        .send({
          calculationId: '0b7e4c1a-5d3f-4e2a-9c8b-1f2e3d4c5b6a',
          email: 'a@example.at',
          contactConsent: true,
        })
        .expect(404);
      expect(unknown.body.message).toBe(QUOTE_EMAIL_MESSAGES.calculationNotFound);
      const bad = await request(stack.server)
        .post('/api/quote-email')
        .send({ calculationId: '1', email: 'a@example.at', contactConsent: true })
        .expect(400);
      expect(bad.body.message).toBe(QUOTE_EMAIL_MESSAGES.calculationIdInvalid);
    });
  });

  describe('a quote sent', () => {
    let quote: { id: string; quoteNumber: string };
    let result: QuoteEmailResult;
    const visitor = 'maria.muster@example.at';

    beforeAll(async () => {
      quote = await calculate();
      result = (
        await request(stack.server)
          .post('/api/quote-email')
          .send({ calculationId: quote.id, email: ` ${visitor} `, contactConsent: true })
          .expect(200)
      ).body as QuoteEmailResult;
    });

    it('answers the share link and its end 30 days ahead', () => {
      expect(result).toEqual({
        success: true,
        message: QUOTE_EMAIL_MESSAGES.stored,
        quoteNumber: quote.quoteNumber,
        sharePath: expect.stringMatching(SHARE_PATH),
        expiresAt: expect.any(String),
      });
      const days = (Date.parse(result.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.99);
      expect(days).toBeLessThanOrEqual(30);
    });

    it('the visitor gets a German e-mail naming the quote and its validity, the PDF attached', async () => {
      const mail: ReceivedMail = await waitFor(mailTo(visitor), 30_000);
      expect(mail.headers.subject).toBe(`Ihr Kostenvoranschlag ${quote.quoteNumber}`);
      expect(mail.headers['reply-to']).toBe(NOTIFY);
      expect(mail.text).toContain(`Kostenvoranschlag ${quote.quoteNumber} als PDF`);
      expect(mail.text).toMatch(/unverbindlich und 30 Tage gültig, bis \d{2}\.\d{2}\.\d{4}\./);
      expect(mail.text).toContain(`${PUBLIC_URL}${result.sharePath}`);
      expect(mail.attachments).toHaveLength(1);
      const [pdf] = mail.attachments;
      expect(pdf?.filename).toBe(`${quote.quoteNumber}-betonstufen.pdf`);
      expect(pdf?.contentType).toBe('application/pdf');
      expect(pdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf?.content.length).toBeGreaterThan(5_000);
      // The outbox is done with it.
      await waitFor(async () => {
        const [row] = await stack.db.query(
          'SELECT mail_sent_at FROM quote_emails WHERE calculation_id = $1',
          [quote.id],
        );
        return row?.mail_sent_at ?? undefined;
      });
    });

    it('the operator gets the lead: in the quote requests and by e-mail, Reply-To the visitor', async () => {
      const leads = await stack.admin.get('/api/admin/quote-requests').expect(200);
      expect(leads.body.items).toContainEqual(
        expect.objectContaining({
          email: visitor,
          service: 'angebot_per_email',
          calculationType: 'concrete',
          status: 'pending',
          calculationData: JSON.stringify({ quoteId: quote.id, quoteNumber: quote.quoteNumber }),
        }),
      );
      const mail = await waitFor(() =>
        stack.sink.messages.find(
          (m) => m.to.includes(NOTIFY) && m.headers.subject?.includes(quote.quoteNumber),
        ),
      );
      expect(mail.headers.subject).toBe(`Neue Preisprüfung zu ${quote.quoteNumber}`);
      expect(mail.headers['reply-to']).toContain(visitor);
      expect(mail.text).toContain('Service:    Angebot per E-Mail (angebot_per_email)');
    });

    it('the share link opens the quote document without a session', async () => {
      const res = await request(stack.server).get(result.sharePath).expect(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.text).toContain(quote.quoteNumber);
      // A way back to the site, and each option's price lines together in the form's order (the stored
      // snapshot's jsonb key order put Massivholz and Fertigparkett lines alternately one under the other).
      const $ = parsePage(res.text);
      expect($('nav a').attr('href')).toBe('/');
      expect($('nav a').text()).toBe(`← ${FORM_PAGE_TEXTS.toHome}`);
      expect(
        $('.price dt')
          .map((_, dt) => $(dt).text())
          .get(),
      ).toEqual([
        PRICE_LINE_LABELS.massivholzMaterial,
        PRICE_LINE_LABELS.massivholzLabor,
        PRICE_LINE_LABELS.fertigparkettMaterial,
        PRICE_LINE_LABELS.fertigparkettLabor,
      ]);
    });

    it('a changed token and a token of another shape are a German 404 page; another quote’s token shows only that one', async () => {
      for (const path of [changed(result.sharePath), '/api/quote-share/1', `${result.sharePath}x`]) {
        const res = await request(stack.server).get(path).expect(404);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(textOf(parsePage(res.text))).toContain(QUOTE_EMAIL_MESSAGES.shareNotFound);
        expect(res.text).not.toContain(quote.quoteNumber);
      }
      const other = await calculate();
      const otherResult = (
        await request(stack.server)
          .post('/api/quote-email')
          .send({ calculationId: other.id, email: 'karl@example.at', contactConsent: true })
          .expect(200)
      ).body as QuoteEmailResult;
      const otherPage = await request(stack.server).get(otherResult.sharePath).expect(200);
      expect(otherPage.text).toContain(other.quoteNumber);
      expect(otherPage.text).not.toContain(quote.quoteNumber);
    });

    it('an expired link is a German 410 page', async () => {
      const token = result.sharePath.split('/').pop();
      await stack.db.query(
        `UPDATE quote_emails SET share_expires_at = now() - interval '1 minute' WHERE share_token = $1`,
        [token],
      );
      const res = await request(stack.server).get(result.sharePath).expect(410);
      const $ = parsePage(res.text);
      expect($('h1').text()).toBe('Link abgelaufen');
      expect(textOf($)).toContain(QUOTE_EMAIL_MESSAGES.shareExpired);
      expect(res.text).not.toContain(quote.quoteNumber);
    });

    it('the personal-data export lists the e-mailed quote; erasure deletes it with its lead, and the link is gone', async () => {
      const exported = (
        await stack.admin
          .get('/api/admin/personal-data')
          .query({ email: 'Maria.Muster@example.at' })
          .expect(200)
      ).body as PersonalDataExport;
      expect(exported.quoteEmails).toEqual([
        {
          id: expect.any(String),
          email: visitor,
          quoteNumber: quote.quoteNumber,
          contactConsentAt: expect.any(String),
          shareExpiresAt: expect.any(String),
          createdAt: expect.any(String),
        },
      ]);
      expect(exported.quoteRequests.map((lead) => lead.service)).toEqual(['angebot_per_email']);

      await stack.db.query(`UPDATE quote_emails SET share_expires_at = now() + interval '1 day'`);
      await request(stack.server).get(result.sharePath).expect(200);
      const erased = await stack.admin
        .delete('/api/admin/personal-data')
        .query({ email: visitor })
        .expect(200);
      expect(erased.body.erased).toEqual({
        contactMessages: 0,
        phoneLeads: 0,
        quoteRequests: 1,
        quoteEmails: 1,
        orders: 0,
      });
      await request(stack.server).get(result.sharePath).expect(404);
      // Somebody else's stays, until the retention period ends.
      expect(await stack.db.query(`SELECT email FROM quote_emails`)).toEqual([{ email: 'karl@example.at' }]);
      await stack.db.query(`UPDATE quote_emails SET created_at = now() - interval '25 months'`);
      expect((await deleteLeadsOlderThan(stack.db.manager, 24)).quoteEmails).toBe(1);
      expect(await stack.db.query(`SELECT email FROM quote_emails`)).toEqual([]);
    });
  });

  describe('the form of the result page without script (as the page server sends it)', () => {
    /** The posted fields as the page server sends them: non-empty ones, as text, in JSON. */
    const asPageServer = (fields: Record<string, string>) =>
      request(stack.server).post(API.quoteEmail.path).set('Accept', 'application/json').send(fields);

    it('a wrong post: 400 with each field’s message (shown under the fields on the result page), nothing stored', async () => {
      const { id } = await calculate();
      const res = await asPageServer({ calculationId: id, email: 'kein-at' }).expect(400);
      expect(res.body.fields).toEqual({
        email: QUOTE_EMAIL_MESSAGES.emailInvalid,
        contactConsent: QUOTE_EMAIL_MESSAGES.consentRequired,
      });
      expect(await stack.db.query('SELECT id FROM quote_emails WHERE calculation_id = $1', [id])).toEqual([]);
    });

    it('a valid post (the checkbox as text) sends the mail; its thank-you page’s data comes by the share token', async () => {
      const quote = await calculate();
      const res = await asPageServer({
        calculationId: quote.id,
        email: 'ohne.script@example.at',
        contactConsent: 'true',
      }).expect(200);
      const answer = res.body as QuoteEmailResult;
      const token = answer.sharePath.split('/').at(-1) ?? '';

      const sent = await request(stack.server).get(fillPath(API.quoteEmailSent.path, { token })).expect(200);
      expect(sent.body).toEqual({
        type: 'concrete',
        calculationId: quote.id,
        quoteNumber: quote.quoteNumber,
        sharePath: answer.sharePath,
        expiresAt: answer.expiresAt,
      });
      await request(stack.server).get(answer.sharePath).expect(200);

      const mail = await waitFor(mailTo('ohne.script@example.at'), 30_000);
      expect(mail.text).toContain(quote.quoteNumber);
      expect(mail.attachments.map((file) => file.filename)).toEqual([`${quote.quoteNumber}-betonstufen.pdf`]);

      // A changed token names no quote: a German 404, like the link.
      const wrong = await request(stack.server)
        .get(fillPath(API.quoteEmailSent.path, { token: changed(token) }))
        .expect(404);
      expect(wrong.body.message).toBe(QUOTE_EMAIL_MESSAGES.shareNotFound);
    });
  });
});
