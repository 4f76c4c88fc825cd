import request from 'supertest';
import { DEFAULT_PRICE_SETTINGS, type PriceSettings, PRICING_MESSAGES } from '@stairs/contracts';
import { testAppForSuite } from './helpers/test-app';

const NEW_PRICES: PriceSettings = {
  concrete: {
    massivholzMaterial: 90.5,
    massivholzLabor: 50,
    fertigparkettMaterial: 70,
    fertigparkettLabor: 40,
  },
  renovation: { sandingWork: 30, sandingFinish: 20, coveringMaterial: 80, coveringLabor: 45.25 },
};

describe('price settings (/api/admin/pricing)', () => {
  const t = testAppForSuite({ admin: true });

  it('needs the admin session for reading and writing', async () => {
    await request(t.server).get('/api/admin/pricing').expect(401);
    await request(t.server).post('/api/admin/pricing').send(NEW_PRICES).expect(401);
  });

  it('a new database is seeded with the docs/decisions.md defaults', async () => {
    const res = await t.admin.get('/api/admin/pricing').expect(200);
    expect(res.body).toEqual(DEFAULT_PRICE_SETTINGS);
  });

  const invalid: [string, unknown, string][] = [
    [
      'a negative price',
      { ...NEW_PRICES, concrete: { ...NEW_PRICES.concrete, massivholzLabor: -1 } },
      PRICING_MESSAGES.outOfRange,
    ],
    [
      'a price over 10000',
      { ...NEW_PRICES, renovation: { ...NEW_PRICES.renovation, sandingWork: 10000.01 } },
      PRICING_MESSAGES.outOfRange,
    ],
    [
      'three decimals',
      { ...NEW_PRICES, renovation: { ...NEW_PRICES.renovation, sandingWork: 1.234 } },
      PRICING_MESSAGES.invalidNumber,
    ],
    [
      'text',
      { ...NEW_PRICES, concrete: { ...NEW_PRICES.concrete, fertigparkettMaterial: 'teuer' } },
      PRICING_MESSAGES.invalidNumber,
    ],
    [
      'a missing price',
      { ...NEW_PRICES, concrete: { massivholzMaterial: 1, massivholzLabor: 1, fertigparkettMaterial: 1 } },
      PRICING_MESSAGES.allRequired,
    ],
    ['a missing group', { concrete: NEW_PRICES.concrete }, PRICING_MESSAGES.allRequired],
    ['a group that is not an object', { ...NEW_PRICES, renovation: 5 }, PRICING_MESSAGES.allRequired],
    [
      'null',
      { ...NEW_PRICES, concrete: { ...NEW_PRICES.concrete, massivholzLabor: null } },
      PRICING_MESSAGES.allRequired,
    ],
    [
      'an unknown price',
      { ...NEW_PRICES, concrete: { ...NEW_PRICES.concrete, gold: 1 } },
      'Unbekanntes Feld: gold.',
    ],
  ];
  it.each(invalid)(
    'rejects %s with 400 and a German message, changing nothing',
    async (_name, body, message) => {
      const res = await t.admin
        .post('/api/admin/pricing')
        .send(body as object)
        .expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message,
        error: 'Bad Request',
        fields: expect.any(Object),
      });
      expect((await t.admin.get('/api/admin/pricing')).body).toEqual(DEFAULT_PRICE_SETTINGS);
    },
  );

  it('accepts numeric strings from form inputs', async () => {
    const body = { ...NEW_PRICES, concrete: { ...NEW_PRICES.concrete, massivholzMaterial: '90.5' } };
    const res = await t.admin.post('/api/admin/pricing').send(body).expect(200);
    expect(res.body).toEqual(NEW_PRICES);
  });

  it('saves the full settings, and the calculators use them at once', async () => {
    // A calculation just before the save: the prices it read (3 × 85 + 3 × 45) must not outlive the save.
    await t.admin.post('/api/admin/pricing').send(DEFAULT_PRICE_SETTINGS).expect(200);
    const before = await request(t.server)
      .post('/api/calculate-concrete')
      .send({ stepCount: 10, stepWidth: 100, stepDepth: 30 })
      .expect(200);
    expect(before.body.massivholz.total).toBe(390);
    const saved = await t.admin.post('/api/admin/pricing').send(NEW_PRICES).expect(200);
    expect(saved.body).toEqual(NEW_PRICES);
    expect((await t.admin.get('/api/admin/pricing').expect(200)).body).toEqual(NEW_PRICES);

    // 10 × 100 × 30 cm = 3 m²: massivholz 3 × 90.50 = 271.50 + 3 × 50 = 150 → 421.50
    const calc = await request(t.server)
      .post('/api/calculate-concrete')
      .send({ stepCount: 10, stepWidth: 100, stepDepth: 30 })
      .expect(200);
    expect(calc.body.massivholz).toEqual({ materialCost: 271.5, laborCost: 150, total: 421.5 });

    await t.admin.post('/api/admin/pricing').send(DEFAULT_PRICE_SETTINGS).expect(200);
  });
});
