import { getQueueToken } from '@nestjs/bullmq';
import { type Queue } from 'bullmq';
import request from 'supertest';
import {
  CALCULATOR_MESSAGES,
  type ConcreteCalculationResult,
  type RenovationCalculationResult,
} from '@stairs/contracts';
import { CalculationsService } from '../src/calculations/calculations.service';
import { RENOVATION_RECOMMENDATIONS } from '../src/calculations/formulas';
import { JobQueue } from '../src/jobs/job-queue.service';
import { Outbox } from '../src/jobs/outbox.service';
import { BackgroundTasks } from '../src/jobs/background-tasks.service';
import { testAppForSuite } from './helpers/test-app';

const QUOTE_NUMBER = /^KV-(\d{4})-(\d{6,})$/;
const viennaYear = () =>
  new Intl.DateTimeFormat('de-AT', { year: 'numeric', timeZone: 'Europe/Vienna' }).format(new Date());

describe('calculators (POST /api/calculate-concrete, /api/calculate-renovation)', () => {
  const t = testAppForSuite();

  it('concrete 10 × 100 × 30 with default prices: massivholz 390,00 €, fertigparkett 300,00 €, stored with a quote number', async () => {
    const res = await request(t.server)
      .post('/api/calculate-concrete')
      .send({ stepCount: 10, stepWidth: 100, stepDepth: 30 })
      .expect(200);
    const body = res.body as ConcreteCalculationResult;
    expect(body.massivholz).toEqual({ materialCost: 255, laborCost: 135, total: 390 });
    expect(body.fertigparkett).toEqual({ materialCost: 195, laborCost: 105, total: 300 });
    expect(body.quoteNumber).toMatch(QUOTE_NUMBER);
    expect(QUOTE_NUMBER.exec(body.quoteNumber)?.[1]).toBe(viennaYear());

    // Committed before the response: inputs, results in cents, the prices used.
    const [row] = await t.db.query(
      'SELECT type, quote_number, inputs, results, price_snapshot FROM calculations WHERE id = $1',
      [body.id],
    );
    expect(row).toMatchObject({
      type: 'concrete',
      quote_number: body.quoteNumber,
      inputs: { stepCount: 10, stepWidth: 100, stepDepth: 30 },
      results: { areaM2: 3, massivholz: { total: 39000 }, fertigparkett: { total: 30000 } },
      price_snapshot: { concrete: { massivholzMaterial: 8500, massivholzLabor: 4500 } },
    });
    const events = await t.db.query('SELECT kind FROM conversion_events WHERE reference_id = $1', [body.id]);
    expect(events).toEqual([{ kind: 'concrete' }]);

    // The quote document job follows, off the request path.
    await t.app.get(BackgroundTasks).idle();
    const queue = t.app.get<Queue>(getQueueToken('documents'), { strict: false });
    const job = await queue.getJob(`quote-${body.id}`);
    expect(job?.name).toBe('render-quote');
    expect(job?.data).toEqual({ calculationId: body.id });
    const [queued] = await t.db.query('SELECT document_queued_at FROM calculations WHERE id = $1', [body.id]);
    expect(queued.document_queued_at).toBeInstanceOf(Date);

    // Other modules read it back typed.
    const stored = await t.app.get(CalculationsService).findById(body.id);
    expect(stored).toMatchObject({ type: 'concrete', quoteNumber: body.quoteNumber });
  });

  it.each(['good', 'fair', 'poor'] as const)('renovation, condition %s', async (condition) => {
    const res = await request(t.server)
      .post('/api/calculate-renovation')
      .send({ stepCount: 10, stepWidth: 100, condition })
      .expect(200);
    const body = res.body as RenovationCalculationResult;
    const work = { good: 75, fair: 97.5, poor: 120 }[condition];
    expect(body.sanding).toEqual({
      work,
      finish: 45,
      total: work + 45,
      recommendation: RENOVATION_RECOMMENDATIONS[condition].sanding,
    });
    expect(body.covering).toEqual({
      material: 225,
      labor: 120,
      total: 345,
      recommendation: RENOVATION_RECOMMENDATIONS[condition].covering,
    });
    expect(body.quoteNumber).toMatch(QUOTE_NUMBER);
    const events = await t.db.query('SELECT kind FROM conversion_events WHERE reference_id = $1', [body.id]);
    expect(events).toEqual([{ kind: 'renovation' }]);
  });

  it('accepts numeric strings (also with a decimal comma) and keeps widths to millimetres', async () => {
    const res = await request(t.server)
      .post('/api/calculate-concrete')
      .send({ stepCount: '2', stepWidth: '95,5', stepDepth: ' 30 ' })
      .expect(200);
    const [row] = await t.db.query('SELECT inputs FROM calculations WHERE id = $1', [res.body.id]);
    expect(row.inputs).toEqual({ stepCount: 2, stepWidth: 95.5, stepDepth: 30 });
    // 2 × 0.955 × 0.30 = 0.573 m² × 85 € = 48.705 → 48.71 €
    expect(res.body.massivholz.materialCost).toBe(48.71);
  });

  it('gives every calculation its own quote number from the sequence, also under concurrency', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        request(t.server)
          .post('/api/calculate-concrete')
          .send({ stepCount: 1, stepWidth: 50, stepDepth: 25 }),
      ),
    );
    const numbers = results.map((r) => (r.body as ConcreteCalculationResult).quoteNumber);
    expect(new Set(numbers).size).toBe(12);
    numbers.forEach((n) => expect(n).toMatch(QUOTE_NUMBER));
  });

  const M = CALCULATOR_MESSAGES;
  const concreteCases: [string, unknown, string][] = [
    ['an empty body', {}, M.allFieldsRequired],
    ['a missing depth', { stepCount: 10, stepWidth: 100 }, M.allFieldsRequired],
    ['null', { stepCount: null, stepWidth: 100, stepDepth: 30 }, M.allFieldsRequired],
    ['an empty string', { stepCount: '', stepWidth: 100, stepDepth: 30 }, M.allFieldsRequired],
    ['0 steps', { stepCount: 0, stepWidth: 100, stepDepth: 30 }, M.stepCountRange],
    ['51 steps', { stepCount: 51, stepWidth: 100, stepDepth: 30 }, M.stepCountRange],
    ['2.5 steps', { stepCount: 2.5, stepWidth: 100, stepDepth: 30 }, M.stepCountInteger],
    ['width 49', { stepCount: 10, stepWidth: 49, stepDepth: 30 }, M.stepWidthRange],
    ['width 201', { stepCount: 10, stepWidth: 201, stepDepth: 30 }, M.stepWidthRange],
    ['depth 24', { stepCount: 10, stepWidth: 100, stepDepth: 24 }, M.stepDepthRange],
    ['depth 41', { stepCount: 10, stepWidth: 100, stepDepth: 41 }, M.stepDepthRange],
    ['text', { stepCount: 'zehn', stepWidth: 100, stepDepth: 30 }, M.numberInvalid],
    ['a boolean', { stepCount: true, stepWidth: 100, stepDepth: 30 }, M.numberInvalid],
    ['an array', { stepCount: [10], stepWidth: 100, stepDepth: 30 }, M.numberInvalid],
    [
      'a client-supplied total',
      { stepCount: 10, stepWidth: 100, stepDepth: 30, total: 1 },
      'Unbekanntes Feld: total.',
    ],
  ];
  it.each(concreteCases)('concrete: %s → 400 German', async (_name, body, message) => {
    const before = await t.db.query('SELECT count(*)::int AS n FROM calculations');
    const res = await request(t.server)
      .post('/api/calculate-concrete')
      .send(body as object)
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request', fields: expect.any(Object) });
    expect(await t.db.query('SELECT count(*)::int AS n FROM calculations')).toEqual(before);
  });

  it('several problems are reported together, each once', async () => {
    const res = await request(t.server).post('/api/calculate-concrete').send({ stepWidth: 10 }).expect(400);
    expect(res.body.message).toBe(`${M.allFieldsRequired} ${M.stepWidthRange}`);
  });

  const renovationCases: [string, unknown, string][] = [
    ['an empty body', {}, `${M.allFieldsRequired} ${M.conditionRequired}`],
    ['a missing condition', { stepCount: 10, stepWidth: 100 }, M.conditionRequired],
    ['an empty condition', { stepCount: 10, stepWidth: 100, condition: '' }, M.conditionRequired],
    ['an unknown condition', { stepCount: 10, stepWidth: 100, condition: 'excellent' }, M.conditionInvalid],
    [
      'a German label instead of the value',
      { stepCount: 10, stepWidth: 100, condition: 'Gut' },
      M.conditionInvalid,
    ],
    ['0 steps', { stepCount: 0, stepWidth: 100, condition: 'good' }, M.stepCountRange],
    ['51 steps', { stepCount: 51, stepWidth: 100, condition: 'good' }, M.stepCountRange],
    ['width 49', { stepCount: 10, stepWidth: 49, condition: 'good' }, M.stepWidthRange],
    ['width 201', { stepCount: 10, stepWidth: 201, condition: 'good' }, M.stepWidthRange],
    ['text width', { stepCount: 10, stepWidth: 'breit', condition: 'good' }, M.numberInvalid],
    [
      'a depth (not asked)',
      { stepCount: 10, stepWidth: 100, condition: 'good', stepDepth: 30 },
      'Unbekanntes Feld: stepDepth.',
    ],
  ];
  it.each(renovationCases)('renovation: %s → 400 German', async (_name, body, message) => {
    const res = await request(t.server)
      .post('/api/calculate-renovation')
      .send(body as object)
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request', fields: expect.any(Object) });
  });

  it('the bounds themselves are accepted', async () => {
    await request(t.server)
      .post('/api/calculate-concrete')
      .send({ stepCount: 1, stepWidth: 50, stepDepth: 25 })
      .expect(200);
    await request(t.server)
      .post('/api/calculate-concrete')
      .send({ stepCount: 50, stepWidth: 200, stepDepth: 40 })
      .expect(200);
    await request(t.server)
      .post('/api/calculate-renovation')
      .send({ stepCount: 50, stepWidth: 200, condition: 'poor' })
      .expect(200);
  });
});

describe('calculators when the queue is slow or down', () => {
  let mode: 'slow' | 'down' | 'up' = 'slow';
  let releaseStalled = (): void => undefined;
  const stalled = new Promise<void>((resolve) => {
    releaseStalled = resolve;
  });
  const enqueued: string[] = [];
  const stubQueue = {
    enqueueMany: async (_job: string, payloads: { calculationId: string }[]): Promise<boolean> => {
      // Stalled until the answer is in: a route that waited for the queue would never answer.
      if (mode === 'slow') await stalled;
      if (mode !== 'up') return false; // JobQueue reports failures as false (it never throws)
      enqueued.push(...payloads.map((payload) => payload.calculationId));
      return true;
    },
    status: () => Promise.resolve('missing'),
  };
  const t = testAppForSuite({ override: (b) => b.overrideProvider(JobQueue).useValue(stubQueue) });

  it('answers at once and keeps the calculation; the worker sweep enqueues it later', async () => {
    const res = await request(t.server)
      .post('/api/calculate-concrete')
      .send({ stepCount: 10, stepWidth: 100, stepDepth: 30 })
      .expect(200);
    releaseStalled();
    expect(res.body.massivholz.total).toBe(390);

    mode = 'down';
    const second = await request(t.server)
      .post('/api/calculate-renovation')
      .send({ stepCount: 3, stepWidth: 80, condition: 'fair' })
      .expect(200);
    await t.app.get(BackgroundTasks).idle();

    const pending = await t.db.query(
      'SELECT id FROM calculations WHERE document_queued_at IS NULL ORDER BY created_at',
    );
    expect(pending.map((r: { id: string }) => r.id)).toEqual([res.body.id, second.body.id]);

    // The sweep leaves fresh rows to the API; older ones are enqueued once Redis is back.
    const outbox = t.app.get(Outbox);
    mode = 'up';
    expect(await outbox.sweep('quoteDocuments')).toEqual({ queued: 0, completed: 0 });
    await t.db.query(`UPDATE calculations SET created_at = created_at - interval '5 minutes'`);
    expect(await outbox.sweep('quoteDocuments')).toEqual({ queued: 2, completed: 0 });
    expect(enqueued).toEqual([res.body.id, second.body.id]);
    expect(await t.db.query('SELECT id FROM calculations WHERE document_queued_at IS NULL')).toEqual([]);
  });
});
