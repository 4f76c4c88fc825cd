import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  AUTH_MESSAGES,
  CONVERSION_TREND_DAYS,
  type ConversionKind,
  type ConversionTrends,
} from '@stairs/contracts';
import { ConversionsService } from '../src/conversions/conversions.service';
import { adminAgent } from './helpers/admin';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The days with any count, as `{date: {kind: count}}` without the zeros, to compare against a short list. */
function nonZero(trends: ConversionTrends): Record<string, Partial<Record<ConversionKind, number>>> {
  const result: Record<string, Partial<Record<ConversionKind, number>>> = {};
  for (const { date, counts } of trends.days) {
    const kinds = Object.entries(counts).filter(([, count]) => count > 0);
    if (kinds.length > 0) result[date] = Object.fromEntries(kinds);
  }
  return result;
}

/** `count` consecutive YYYY-MM-DD dates from `first` (calendar arithmetic in UTC, where every day has 24 hours). */
function datesFrom(first: string, count: number): string[] {
  const day = new Date(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(day.getTime() + i * 86_400_000).toISOString().slice(0, 10),
  );
}

describe('GET /api/admin/conversion-trends: conversions per Vienna day and kind', () => {
  let t: TestApp;
  let db: DataSource;
  let service: ConversionsService;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    service = t.app.get(ConversionsService);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await db.query('DELETE FROM conversion_events');
    await db.query('DELETE FROM quote_requests');
  });

  const insert = (rows: [ConversionKind, string][]) =>
    db.query(
      `INSERT INTO conversion_events (kind, created_at) SELECT * FROM unnest($1::text[], $2::timestamptz[])`,
      [rows.map(([kind]) => kind), rows.map(([, at]) => at)],
    );

  it('answers 401 without the admin session', async () => {
    const res = await request(t.server).get('/api/admin/conversion-trends').expect(401);
    expect(res.body.message).toBe(AUTH_MESSAGES.unauthorized);
  });

  it("counts a quote request made now in today's line of quote requests", async () => {
    const admin = await adminAgent(t.server);
    const calc = await request(t.server)
      .post('/api/calculate-renovation')
      .send({ stepCount: 8, stepWidth: 90, condition: 'good' })
      .expect(200);
    await request(t.server)
      .post('/api/detailed-quote')
      .send({
        phone: '0664 7654321',
        service: 'detailliertes_angebot',
        calculationType: 'renovation',
        calculationId: calc.body.id,
      })
      .expect(200);
    const trends = (await admin.get('/api/admin/conversion-trends').expect(200)).body as ConversionTrends;
    expect(trends.days.at(-1)?.counts).toEqual({
      concrete: 0,
      renovation: 1,
      contact: 0,
      phone: 0,
      quoteRequest: 1,
      order: 0,
    });
  });

  it('deleting or erasing quote requests changes no count: the trend counts events, like the other kinds', async () => {
    const admin = await adminAgent(t.server);
    const calc = await request(t.server)
      .post('/api/calculate-concrete')
      .send({ stepCount: 4, stepWidth: 90, stepDepth: 30 })
      .expect(200);
    await request(t.server)
      .post('/api/detailed-quote')
      .send({
        phone: '0664 1112223',
        service: 'detailliertes_angebot',
        calculationType: 'concrete',
        calculationId: calc.body.id,
      })
      .expect(200);
    await request(t.server)
      .post('/api/quote-email')
      .send({ calculationId: calc.body.id, email: 'loeschen@example.at', contactConsent: true })
      .expect(200);
    const before = (await admin.get('/api/admin/conversion-trends').expect(200)).body as ConversionTrends;
    expect(before.days.at(-1)?.counts).toMatchObject({ concrete: 1, quoteRequest: 2 });

    const [detailed] = (await db.query(`SELECT id FROM quote_requests WHERE phone = '0664 1112223'`)) as [
      { id: string },
    ];
    await admin.delete(`/api/admin/quote-requests/${detailed.id}`).expect(200);
    await admin.delete('/api/admin/personal-data?email=loeschen@example.at').expect(200);
    expect(await db.query('SELECT id FROM quote_requests')).toEqual([]);

    const after = (await admin.get('/api/admin/conversion-trends').expect(200)).body as ConversionTrends;
    expect(after).toEqual(before);
  });

  it("counts a calculation made now in today's (Vienna) bar, every other day and kind 0", async () => {
    const admin = await adminAgent(t.server);
    await request(t.server)
      .post('/api/calculate-concrete')
      .send({ stepCount: 1, stepWidth: 60, stepDepth: 30 })
      .expect(200);
    const trends = (await admin.get('/api/admin/conversion-trends').expect(200)).body as ConversionTrends;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date());
    expect(trends.days).toHaveLength(CONVERSION_TREND_DAYS);
    expect(trends.days.at(-1)).toEqual({
      date: today,
      counts: { concrete: 1, renovation: 0, contact: 0, phone: 0, quoteRequest: 0, order: 0 },
    });
    expect(nonZero(trends)).toEqual({ [today]: { concrete: 1 } });
  });

  it('groups by Vienna day across the spring DST change, with the empty days as 0', async () => {
    // Window 2026-03-01 … 2026-03-30 (Vienna). CET (UTC+1) until 2026-03-29 02:00, CEST (UTC+2) after.
    await insert([
      ['concrete', '2026-02-28T22:59:59Z'], // 2026-02-28 23:59:59 Vienna: before the window
      ['concrete', '2026-02-28T23:00:00Z'], // 2026-03-01 00:00 Vienna: first day
      ['phone', '2026-03-10T12:00:00Z'],
      ['phone', '2026-03-10T13:00:00Z'],
      ['contact', '2026-03-10T14:00:00Z'],
      ['renovation', '2026-03-28T22:59:59Z'], // 2026-03-28 23:59:59 CET
      ['renovation', '2026-03-28T23:00:00Z'], // 2026-03-29 00:00 CET: the 23-hour day begins
      ['renovation', '2026-03-29T21:59:59Z'], // 2026-03-29 23:59:59 CEST: still that day
      ['contact', '2026-03-29T22:00:00Z'], // 2026-03-30 00:00 CEST: today
      ['concrete', '2026-03-30T09:59:59Z'],
      ['concrete', '2026-03-30T10:00:01Z'], // after `now`
    ]);
    const trends = await service.trends(new Date('2026-03-30T10:00:00Z'));

    expect(trends.days.map((day) => day.date)).toEqual(datesFrom('2026-03-01', 30));
    expect(trends.days[14]).toEqual({
      date: '2026-03-15',
      counts: { concrete: 0, renovation: 0, contact: 0, phone: 0, quoteRequest: 0, order: 0 },
    });
    expect(nonZero(trends)).toEqual({
      '2026-03-01': { concrete: 1 },
      '2026-03-10': { contact: 1, phone: 2 },
      '2026-03-28': { renovation: 1 },
      '2026-03-29': { renovation: 2 },
      '2026-03-30': { concrete: 1, contact: 1 },
    });
  });

  it('gives the 25-hour day of the autumn DST change all its hours, and midnight to the next day', async () => {
    // 2026-10-25 in Vienna runs from 2026-10-24 22:00 UTC (CEST) to 2026-10-25 23:00 UTC (CET).
    await insert([
      ['phone', '2026-10-24T21:59:59Z'],
      ['phone', '2026-10-24T22:00:00Z'],
      ['phone', '2026-10-25T00:30:00Z'], // 02:30 CEST, the first of the two 02:30s
      ['phone', '2026-10-25T01:30:00Z'], // 02:30 CET, the second
      ['phone', '2026-10-25T22:59:59Z'],
      ['contact', '2026-10-25T23:00:00Z'],
    ]);
    const trends = await service.trends(new Date('2026-10-26T12:00:00Z'));

    expect(trends.days.map((day) => day.date)).toEqual(datesFrom('2026-09-27', 30));
    expect(nonZero(trends)).toEqual({
      '2026-10-24': { phone: 1 },
      '2026-10-25': { phone: 4 },
      '2026-10-26': { contact: 1 },
    });
  });

  it("counts the same as today's stats for today", async () => {
    await insert([
      ['renovation', '2026-07-14T21:59:59Z'],
      ['renovation', '2026-07-14T22:00:00Z'],
      ['phone', '2026-07-15T08:00:00Z'],
    ]);
    const now = new Date('2026-07-15T12:00:00Z');
    const today = (await service.trends(now)).days.at(-1);
    const stats = await service.todayStats(now);
    expect(today?.date).toBe('2026-07-15');
    expect(today?.counts).toEqual({
      concrete: stats.concrete.today,
      renovation: stats.renovation.today,
      contact: stats.contact.today,
      phone: stats.phone.today,
      quoteRequest: 0,
      order: 0,
    });
    expect(today?.counts).toEqual({
      concrete: 0,
      renovation: 1,
      contact: 0,
      phone: 1,
      quoteRequest: 0,
      order: 0,
    });
  });
});
