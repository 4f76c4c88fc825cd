import { getQueueToken } from '@nestjs/bullmq';
import { type Queue } from 'bullmq';
import request from 'supertest';
import {
  API,
  API_MESSAGES,
  type ApiErrorBody,
  CALCULATOR_MESSAGES,
  calculationResultPagePath,
  LEAD_MESSAGES,
} from '@stairs/contracts';
import { BackgroundTasks } from '../src/jobs/background-tasks.service';
import { testAppForSuite } from './helpers/test-app';

const UNKNOWN_ID = '0b7e4c1a-5d3f-4e2a-9c8b-1f2e3d4c5b6a';

describe('calculators without script: what the page server sends and reads, and the follow-up forms', () => {
  const t = testAppForSuite({ env: { SITE_WHATSAPP_NUMBER: '43 660 111 22 33' } });

  /** Calculates as the page server does for a calculator's form: its fields as text, in JSON. */
  function calculateAsForm(path: string, fields: Record<string, string>) {
    return request(t.server).post(path).set('Accept', 'application/json').send(fields);
  }

  /** A stored calculation's id (the page server leads its post's 303 to that result page). */
  async function calculate(path: string, fields: Record<string, string>): Promise<string> {
    const res = await calculateAsForm(path, fields).expect(200);
    return (res.body as { id: string }).id;
  }

  describe('concrete calculator', () => {
    it('a form’s raw text (spaces, a decimal comma) is stored like a number, and its result is read by id for its page', async () => {
      const id = await calculate(API.calculateConcrete.path, {
        stepCount: ' 10 ',
        stepWidth: '100,5',
        stepDepth: '30',
      });
      expect(calculationResultPagePath('concrete', id)).toBe(`/api/forms/concrete-calculation/${id}`);
      const [row] = await t.db.query('SELECT type, inputs, quote_number FROM calculations WHERE id = $1', [
        id,
      ]);
      expect(row).toEqual({
        type: 'concrete',
        inputs: { stepCount: 10, stepWidth: 100.5, stepDepth: 30 },
        quote_number: expect.stringMatching(/^KV-\d{4}-\d{6,}$/),
      });
      expect(await t.db.query('SELECT kind FROM conversion_events WHERE reference_id = $1', [id])).toEqual([
        { kind: 'concrete' },
      ]);
      // The quote document's job, through the same outbox as every calculation.
      await t.app.get(BackgroundTasks).idle();
      const [queued] = await t.db.query('SELECT document_queued_at FROM calculations WHERE id = $1', [id]);
      expect(queued.document_queued_at).toBeInstanceOf(Date);

      // The result page's data: inputs and result, nothing personal. 3.015 m² × (85 + 45) € and × (65 + 35) €.
      const read = await request(t.server).get(API.calculationResult.path.replace(':id', id)).expect(200);
      expect(read.body).toEqual({
        type: 'concrete',
        input: { stepCount: 10, stepWidth: 100.5, stepDepth: 30 },
        result: {
          id,
          quoteNumber: row.quote_number,
          massivholz: { materialCost: 256.28, laborCost: 135.68, total: 391.96 },
          fertigparkett: { materialCost: 195.98, laborCost: 105.53, total: 301.51 },
        },
      });
    });

    it('an invalid form: 400 with each field’s own German message (the page server shows them under the fields), nothing stored', async () => {
      const before = await t.db.query('SELECT count(*)::int AS n FROM calculations');
      const res = await calculateAsForm(API.calculateConcrete.path, {
        stepCount: '2,5',
        stepDepth: '41',
      }).expect(400);
      expect(res.body.fields).toEqual({
        stepCount: CALCULATOR_MESSAGES.stepCountInteger,
        stepWidth: CALCULATOR_MESSAGES.allFieldsRequired,
        stepDepth: CALCULATOR_MESSAGES.stepDepthRange,
      });
      expect(await t.db.query('SELECT count(*)::int AS n FROM calculations')).toEqual(before);
    });

    it.each(['abc', '3x', '1e2'])(
      '%p in a field is not a number: the number message for that field only',
      async (raw) => {
        const res = await calculateAsForm(API.calculateConcrete.path, {
          stepCount: '10',
          stepWidth: raw,
          stepDepth: '30',
        }).expect(400);
        expect(res.body.fields).toEqual({ stepWidth: CALCULATOR_MESSAGES.numberInvalid });
      },
    );
  });

  describe('renovation calculator', () => {
    it('stores it with the server’s recommendation, read by id', async () => {
      const id = await calculate(API.calculateRenovation.path, {
        stepCount: '12',
        stepWidth: '90',
        condition: 'fair',
      });
      expect(await t.db.query('SELECT kind FROM conversion_events WHERE reference_id = $1', [id])).toEqual([
        { kind: 'renovation' },
      ]);
      const read = await request(t.server).get(API.calculationResult.path.replace(':id', id)).expect(200);
      expect(read.body).toMatchObject({
        type: 'renovation',
        input: { stepCount: 12, stepWidth: 90, condition: 'fair' },
        result: { id, recommendedOption: 'covering' },
      });
    });

    it('an unknown condition and a missing one have their own messages', async () => {
      const wrong = await calculateAsForm(API.calculateRenovation.path, {
        stepCount: '12',
        stepWidth: '90',
        condition: 'kaputt',
      }).expect(400);
      expect(wrong.body.fields).toEqual({ condition: CALCULATOR_MESSAGES.conditionInvalid });
      const missing = await calculateAsForm(API.calculateRenovation.path, {
        stepWidth: '90',
        condition: 'poor',
      }).expect(400);
      expect(missing.body.fields).toEqual({ stepCount: CALCULATOR_MESSAGES.allFieldsRequired });
    });
  });

  describe('a calculation by id (the result page’s data)', () => {
    it('an unknown id is a German 404, a malformed one a German 400', async () => {
      const unknown = await request(t.server)
        .get(API.calculationResult.path.replace(':id', UNKNOWN_ID))
        .expect(404);
      expect(unknown.body.message).toBe('Dieser Kostenvoranschlag wurde nicht gefunden.');
      const malformed = await request(t.server)
        .get(API.calculationResult.path.replace(':id', 'not-a-uuid'))
        .expect(400);
      expect(malformed.body.message).toBe(API_MESSAGES.invalidId);
    });
  });

  /** Sends a follow-up as the page server does for the result page's form: its non-empty fields as text, in JSON. */
  function followUp(path: string, fields: Record<string, string>) {
    const json = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
    return request(t.server).post(path).set('Accept', 'application/json').send(json);
  }

  describe('phone service of a result', () => {
    it('stores the lead with context and calculation data built on the server from the id (a forged context ignored), counts it and queues the e-mail', async () => {
      const id = await calculate(API.calculateConcrete.path, {
        stepCount: '10',
        stepWidth: '100',
        stepDepth: '30',
      });
      const [calculation] = await t.db.query('SELECT quote_number FROM calculations WHERE id = $1', [id]);
      const res = await followUp(API.storePhone.path, {
        calculationId: id,
        service: 'termin_service',
        phone: ' +43 664 123 45 67 ',
        // A forged page cannot choose what the lead says about the calculation.
        context: 'evil',
      }).expect(200);
      expect(res.body).toEqual({ success: true, message: LEAD_MESSAGES.phoneStored });

      const [lead] = await t.db.query(
        'SELECT id, customer_phone, service, context, priority, calculation_data FROM phone_leads',
      );
      expect(lead).toEqual({
        id: expect.any(String),
        customer_phone: '+43 664 123 45 67',
        service: 'termin_service',
        context: 'concrete_calculator',
        priority: 'high',
        calculation_data: {
          quoteId: id,
          quoteNumber: calculation.quote_number,
          calculationType: 'concrete',
          inputs: { stepCount: 10, stepWidth: 100, stepDepth: 30 },
          totals: { massivholz: 390, fertigparkett: 300 },
        },
      });
      expect(
        await t.db.query('SELECT kind FROM conversion_events WHERE reference_id = $1', [lead.id]),
      ).toEqual([{ kind: 'phone' }]);
      await t.app.get(BackgroundTasks).idle();
      const mail = t.app.get<Queue>(getQueueToken('mail'), { strict: false });
      expect((await mail.getJob(`phone-lead-${lead.id as string}`))?.data).toEqual({
        kind: 'phone-lead',
        id: lead.id,
      });
    });

    it('an invalid post: 400 with the messages of the service choice and the phone (the page server shows them under the fields), nothing stored', async () => {
      const id = await calculate(API.calculateRenovation.path, {
        stepCount: '8',
        stepWidth: '90',
        condition: 'good',
      });
      const before = await t.db.query('SELECT count(*)::int AS n FROM phone_leads');
      const res = await followUp(API.storePhone.path, { calculationId: id, phone: '12<b>' }).expect(400);
      expect((res.body as ApiErrorBody).fields).toEqual({
        service: LEAD_MESSAGES.serviceRequired,
        phone: LEAD_MESSAGES.phoneInvalid,
      });
      const empty = await followUp(API.storePhone.path, {
        calculationId: id,
        service: 'preis_alarm',
        phone: '',
      });
      expect((empty.body as ApiErrorBody).fields).toEqual({ phone: LEAD_MESSAGES.phoneRequired });
      expect(await t.db.query('SELECT count(*)::int AS n FROM phone_leads')).toEqual(before);
    });

    it('an unknown calculation is a German 404, a malformed id a 400; nothing stored', async () => {
      const post = (calculationId: string) =>
        followUp(API.storePhone.path, { calculationId, service: 'termin_service', phone: '0664 1234567' });
      expect((await post(UNKNOWN_ID).expect(404)).body.message).toBe(
        'Dieser Kostenvoranschlag wurde nicht gefunden.',
      );
      expect((await post('x').expect(400)).body.fields).toEqual({
        calculationId: LEAD_MESSAGES.calculationIdInvalid,
      });
      expect(
        await t.db.query('SELECT id FROM phone_leads WHERE customer_phone = $1', ['0664 1234567']),
      ).toEqual([]);
    });
  });

  describe('detailed quote of a result', () => {
    it('stores the quote request linked to the calculation (its stored type wins) and queues the e-mail', async () => {
      const id = await calculate(API.calculateRenovation.path, {
        stepCount: '8',
        stepWidth: '90',
        condition: 'poor',
      });
      const [calculation] = await t.db.query('SELECT quote_number FROM calculations WHERE id = $1', [id]);
      const res = await followUp(API.detailedQuote.path, {
        calculationId: id,
        phone: '0664 7654321',
        calculationType: 'concrete',
      }).expect(200);
      expect(res.body).toEqual({ success: true, message: LEAD_MESSAGES.detailedQuoteStored });
      const [row] = await t.db.query(
        'SELECT id, phone, service, calculation_type, status, calculation_data FROM quote_requests WHERE phone = $1',
        ['0664 7654321'],
      );
      expect(row).toEqual({
        id: expect.any(String),
        phone: '0664 7654321',
        service: 'detailliertes_angebot',
        calculation_type: 'renovation',
        status: 'pending',
        calculation_data: { quoteId: id, quoteNumber: calculation.quote_number },
      });
      await t.app.get(BackgroundTasks).idle();
      const [queued] = await t.db.query('SELECT notification_queued_at FROM quote_requests WHERE id = $1', [
        row.id,
      ]);
      expect(queued.notification_queued_at).toBeInstanceOf(Date);
    });

    it('without a phone: 400 with the message of the phone field', async () => {
      const id = await calculate(API.calculateConcrete.path, {
        stepCount: '3',
        stepWidth: '80',
        stepDepth: '28',
      });
      const res = await followUp(API.detailedQuote.path, {
        calculationId: id,
        calculationType: 'concrete',
        phone: '  ',
      }).expect(400);
      expect((res.body as ApiErrorBody).fields).toEqual({ phone: LEAD_MESSAGES.phoneRequired });
    });
  });
});
