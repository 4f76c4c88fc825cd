import { getQueueToken } from '@nestjs/bullmq';
import { type Queue } from 'bullmq';
import request from 'supertest';
import {
  API,
  fillPath,
  CONTACT_MESSAGES,
  type ConcreteCalculationResult,
  type GalleryImage,
  HONEYPOT_FIELD,
  LEAD_MESSAGES,
  PUBLIC_FORM_LIST,
  QUOTE_EMAIL_MESSAGES,
  type QuoteEmailResult,
  type PublicFormName,
  type SpamCounts,
} from '@stairs/contracts';
import { BackgroundTasks } from '../src/jobs/background-tasks.service';
import { ALL_QUEUES } from '../src/jobs/queue-names';
import { PUBLIC_FORM_HANDLERS } from '../src/public-forms/public-form-handlers';
import { testAppForSuite } from './helpers/test-app';

/** What a caught post must not leave behind: rows of everything a visitor's post stores, and queued jobs. */
const STORED_TABLES = [
  'calculations',
  'phone_leads',
  'quote_requests',
  'contact_messages',
  'blog_articles',
  'conversion_events',
  'quote_emails',
] as const;

const CONTACT = {
  name: 'Maria Muster',
  email: 'maria.muster@example.at',
  message: 'Grüß Gott! Ich hätte gerne ein Angebot für 12 Betonstufen.',
};
const BOT = { [HONEYPOT_FIELD]: 'https://billig-pillen.example' };

/** Today in Vienna, the counts' days. */
const today = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date());

describe('spam defence of the public forms (honeypot, fill time)', () => {
  const t = testAppForSuite({ admin: true });
  let project: GalleryImage;
  let calculationId: string;

  beforeAll(async () => {
    project = (
      await t.admin
        .post('/api/admin/gallery-images')
        .send({
          title: 'Eichenstufen Ottakring',
          description: 'Betonstiege mit Eichenstufen verkleidet.',
          category: 'massivstufen',
          imageUrl: '/objects/gallery/eiche.w1920.webp',
          isActive: true,
        })
        .expect(201)
    ).body as GalleryImage;
    calculationId = (
      await request(t.server)
        .post('/api/calculate-concrete')
        .send({ stepCount: 10, stepWidth: 100, stepDepth: 30 })
        .expect(200)
    ).body.id;
  });

  /** Rows per table and jobs in every queue, once the request's background work is done. */
  async function stored(): Promise<Record<string, number>> {
    await t.app.get(BackgroundTasks).idle();
    const counts: Record<string, number> = {};
    for (const table of STORED_TABLES) {
      const [row] = (await t.db.query(`SELECT count(*)::int AS n FROM ${table}`)) as { n: number }[];
      counts[table] = row?.n ?? 0;
    }
    for (const name of ALL_QUEUES) {
      const queue = t.app.get<Queue>(getQueueToken(name), { strict: false });
      const jobs = await queue.getJobCounts(
        'waiting',
        'delayed',
        'active',
        'completed',
        'failed',
        'prioritized',
      );
      counts[`queue ${name}`] = Object.values(jobs).reduce((sum, n) => sum + n, 0);
    }
    return counts;
  }

  async function caughtToday(form: PublicFormName): Promise<number> {
    const { forms } = (await t.admin.get('/api/admin/spam-counts').expect(200)).body as SpamCounts;
    return forms.find((entry) => entry.form === form)?.days.find((day) => day.day === today())?.count ?? 0;
  }

  /** Runs a post that must be caught: nothing stored, its form counted once more. */
  async function expectCaught<T>(form: PublicFormName, post: () => Promise<T>): Promise<T> {
    const before = await stored();
    const countBefore = await caughtToday(form);
    const answer = await post();
    expect(await stored()).toEqual(before);
    expect(await caughtToday(form)).toBe(countBefore + 1);
    return answer;
  }

  /** Runs a post that must be a person's: stored as before, not counted. */
  async function expectStored(
    form: PublicFormName,
    table: (typeof STORED_TABLES)[number],
    post: () => Promise<unknown>,
  ) {
    const before = await stored();
    const countBefore = await caughtToday(form);
    await post();
    expect((await stored())[table]).toBe((before[table] ?? 0) + 1);
    expect(await caughtToday(form)).toBe(countBefore);
  }

  describe('JSON posts (the forms with their script)', () => {
    it('contact: a filled honeypot gets the success answer and stores, mails and counts as a conversion nothing', async () => {
      const res = await expectCaught('contact', () =>
        request(t.server)
          .post('/api/contact')
          .send({ ...CONTACT, ...BOT })
          .expect(200),
      );
      expect(res.body).toEqual({ success: true, message: CONTACT_MESSAGES.stored });
    });

    it('contact: an empty honeypot, a fast typist (touched) and a post without timing are stored', async () => {
      for (const signals of [
        { [HONEYPOT_FIELD]: '' },
        { [HONEYPOT_FIELD]: '', fillTime: { sincePageStartMs: 900, touched: true } },
        { fillTime: { sincePageStartMs: 2500, touched: false } },
        {},
      ]) {
        await expectStored('contact', 'contact_messages', () =>
          request(t.server)
            .post('/api/contact')
            .send({ ...CONTACT, ...signals })
            .expect(200),
        );
      }
    });

    it('contact: sent within 2 s of the page’s start from an untouched page is caught', async () => {
      const res = await expectCaught('contact', () =>
        request(t.server)
          .post('/api/contact')
          .send({ ...CONTACT, [HONEYPOT_FIELD]: '', fillTime: { sincePageStartMs: 400, touched: false } })
          .expect(200),
      );
      expect(res.body).toEqual({ success: true, message: CONTACT_MESSAGES.stored });
    });

    it('a caught post with bad input gets the same 400 as a person’s, and is not counted', async () => {
      const countBefore = await caughtToday('contact');
      const bot = await request(t.server)
        .post('/api/contact')
        .send({ ...CONTACT, email: 'kein-at', ...BOT })
        .expect(400);
      const person = await request(t.server)
        .post('/api/contact')
        .send({ ...CONTACT, email: 'kein-at' })
        .expect(400);
      expect(bot.body).toEqual(person.body);
      expect(await caughtToday('contact')).toBe(countBefore);
    });

    it('calculator: the answer of a real calculation (today’s prices, its own quote number, a document), stored as no calculation', async () => {
      const input = { stepCount: 12, stepWidth: 90, stepDepth: 28 };
      const caught = () =>
        expectCaught('concreteCalculation', () =>
          request(t.server)
            .post('/api/calculate-concrete')
            .send({ ...input, ...BOT })
            .expect(200),
        );
      const decoy = (await caught()).body as ConcreteCalculationResult;
      const real = (await request(t.server).post('/api/calculate-concrete').send(input).expect(200))
        .body as ConcreteCalculationResult;
      const second = (await caught()).body as ConcreteCalculationResult;
      expect({ ...decoy, id: real.id, quoteNumber: real.quoteNumber }).toEqual(real);
      // Numbers from the one sequence, each its own, as a person's would be.
      const sequence = [decoy, real, second].map((result) => {
        expect(result.quoteNumber).toMatch(/^KV-\d{4}-\d{6,}$/);
        return Number(result.quoteNumber.slice(-6));
      });
      expect(sequence).toEqual([...sequence].sort((a, b) => a - b));
      expect(new Set(sequence).size).toBe(3);
      expect(decoy.id).not.toBe(real.id);
      // The decoy's document answers like the real one's, with its own number.
      const realDocument = await request(t.server).get(`/api/concrete-html/${real.id}`).expect(200);
      const decoyDocument = await request(t.server).get(`/api/concrete-html/${decoy.id}`).expect(200);
      expect(decoyDocument.headers['content-type']).toBe(realDocument.headers['content-type']);
      expect(decoyDocument.text).toContain(decoy.quoteNumber);
      // Alike but for the number (and the date, should Vienna's midnight fall between them).
      const shape = (text: string, quoteNumber: string) =>
        text.replaceAll(quoteNumber, '').replace(/\d{1,2}\.\s?\d{1,2}\.\s?\d{4}/g, '');
      expect(shape(decoyDocument.text, decoy.quoteNumber)).toBe(shape(realDocument.text, real.quoteNumber));
      // Its result page's data (the page server's 303 leads there) reads like a person's.
      const read = (id: string) =>
        request(t.server).get(API.calculationResult.path.replace(':id', id)).expect(200);
      expect((await read(decoy.id)).body).toEqual({ type: 'concrete', input, result: decoy });
    });

    it('renovation calculator, phone service, detailed quote, gallery price check and e-mail to blog', async () => {
      await expectCaught('renovationCalculation', () =>
        request(t.server)
          .post('/api/calculate-renovation')
          .send({ stepCount: 8, stepWidth: 90, condition: 'good', ...BOT })
          .expect(200),
      );
      const phone = await expectCaught('phoneService', () =>
        request(t.server)
          .post('/api/store-phone')
          .send({
            phone: '+43 664 123 45 67',
            service: 'termin_service',
            context: 'concrete_calculator',
            calculationData: null,
            ...BOT,
          })
          .expect(200),
      );
      expect(phone.body).toEqual({ success: true, message: LEAD_MESSAGES.phoneStored });
      const quote = await expectCaught('detailedQuote', () =>
        request(t.server)
          .post('/api/detailed-quote')
          .send({ phone: '0664 7654321', calculationType: 'concrete', calculationId, ...BOT })
          .expect(200),
      );
      expect(quote.body).toEqual({ success: true, message: LEAD_MESSAGES.detailedQuoteStored });
      const priceCheck = await expectCaught('galleryPriceCheck', () =>
        request(t.server)
          .post('/api/gallery-quote-request')
          .send({
            galleryNumber: project.galleryNumber,
            customerName: 'Maria Muster',
            customerEmail: 'maria@example.at',
            requestedService: 'renovation',
            ...BOT,
          })
          .expect(200),
      );
      expect(priceCheck.body).toEqual({ success: true, message: LEAD_MESSAGES.galleryRequestStored });
      const blog = await expectCaught('blogFromEmail', () =>
        request(t.server)
          .post('/api/blog/from-email')
          .send({ subject: 'Neue Eichenstufen in Ottakring', body: 'Fertig in zwei Tagen.', ...BOT })
          .expect(201),
      );
      expect(blog.body).toEqual({
        success: true,
        article: { id: expect.any(String), title: 'Neue Eichenstufen in Ottakring', status: 'draft' },
      });
    });

    it('quote by e-mail: an answer like a person’s whose share link opens the quote; nothing stored or sent', async () => {
      const caught = await expectCaught('quoteEmail', () =>
        request(t.server)
          .post('/api/quote-email')
          .send({ calculationId, email: 'maria@example.at', contactConsent: true, ...BOT })
          .expect(200),
      );
      const answer = caught.body as QuoteEmailResult;
      expect(answer).toMatchObject({ success: true, message: QUOTE_EMAIL_MESSAGES.stored });
      expect(answer.quoteNumber).toMatch(/^KV-\d{4}-\d{6,}$/);
      const document = await request(t.server).get(answer.sharePath).expect(200);
      expect(document.text).toContain(answer.quoteNumber);
      // Its thank-you page (where the page server leads a post without script) names the quote like a person's.
      const token = answer.sharePath.split('/').at(-1) ?? '';
      const sent = await request(t.server).get(fillPath(API.quoteEmailSent.path, { token })).expect(200);
      expect(sent.body).toMatchObject({ quoteNumber: answer.quoteNumber, sharePath: answer.sharePath });
      await expectStored('quoteEmail', 'quote_emails', () =>
        request(t.server)
          .post('/api/quote-email')
          .send({ calculationId, email: 'maria@example.at', contactConsent: true, [HONEYPOT_FIELD]: '' })
          .expect(200),
      );
    });
  });

  describe('the result’s follow-ups as the page server sends them (fields as text, the honeypot among them)', () => {
    /** A follow-up without script: the page server sends the posted fields as JSON text. */
    const asPageServer = (path: string, fields: Record<string, string>) =>
      request(t.server).post(path).set('Accept', 'application/json').send(fields);

    it('caught: the answer of a person’s post, nothing stored', async () => {
      const phone = await expectCaught('phoneService', () =>
        asPageServer(API.storePhone.path, {
          calculationId,
          service: 'termin_service',
          phone: '+43 664 123 45 67',
          ...BOT,
        }).expect(200),
      );
      expect(phone.body).toEqual({ success: true, message: LEAD_MESSAGES.phoneStored });
      const quote = await expectCaught('detailedQuote', () =>
        asPageServer(API.detailedQuote.path, {
          calculationId,
          calculationType: 'concrete',
          phone: '0664 7654321',
          ...BOT,
        }).expect(200),
      );
      expect(quote.body).toEqual({ success: true, message: LEAD_MESSAGES.detailedQuoteStored });
    });

    it('the same posts with an empty honeypot are stored', async () => {
      await expectStored('phoneService', 'phone_leads', () =>
        asPageServer(API.storePhone.path, {
          calculationId,
          service: 'termin_service',
          phone: '+43 664 123 45 67',
          [HONEYPOT_FIELD]: '',
        }).expect(200),
      );
      await expectStored('detailedQuote', 'quote_requests', () =>
        asPageServer(API.detailedQuote.path, {
          calculationId,
          calculationType: 'concrete',
          phone: '0664 7654321',
          [HONEYPOT_FIELD]: '',
        }).expect(200),
      );
    });
  });

  it('the counts are the admin’s: 401 without the session; with it every form, named, in declaration order, per day (Vienna)', async () => {
    await request(t.server).get('/api/admin/spam-counts').expect(401);
    const { forms } = (await t.admin.get('/api/admin/spam-counts').expect(200)).body as SpamCounts;
    // Every form by its handler's label, in the contracts' order: the rows of the operations console.
    expect(forms.map((entry) => [entry.form, entry.label])).toEqual(
      PUBLIC_FORM_LIST.map((form) => [form.name, PUBLIC_FORM_HANDLERS[form.name as PublicFormName].label]),
    );
    expect(forms.find((entry) => entry.form === 'contact')).toEqual({
      form: 'contact',
      label: 'Kontaktformular',
      days: [{ day: today(), count: 2 }],
    });
  });
});
