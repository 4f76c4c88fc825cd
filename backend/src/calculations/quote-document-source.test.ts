import { DEFAULT_PRICE_SETTINGS } from '@stairs/contracts';
import { loadConfig } from '../config';
import { entityFieldsFromSettings, priceTableFromEntity } from '../pricing/price-table';
import { computeConcrete, computeRenovation } from './formulas';
import { toQuoteDocumentData } from './quote-document-source';

const prices = priceTableFromEntity({
  ...entityFieldsFromSettings(DEFAULT_PRICE_SETTINGS),
  updatedAt: new Date(),
});
const site = loadConfig({ NODE_ENV: 'test' }).site;
const createdAt = new Date('2026-03-02T09:00:00Z');

describe('toQuoteDocumentData', () => {
  it('maps a concrete calculation (cents, snapshot prices in euros)', () => {
    const inputs = { stepCount: 10, stepWidth: 100, stepDepth: 30 };
    const data = toQuoteDocumentData(
      {
        id: 'c1',
        quoteNumber: 'KV-2026-000007',
        createdAt,
        priceSnapshot: prices,
        type: 'concrete',
        inputs,
        results: computeConcrete(inputs, prices),
      },
      site,
    );
    expect(data).toEqual({
      type: 'concrete',
      calculationId: 'c1',
      quoteNumber: 'KV-2026-000007',
      createdAt,
      areaM2: 3,
      site,
      inputs,
      options: {
        massivholz: { materialCost: 25500, laborCost: 13500, total: 39000 },
        fertigparkett: { materialCost: 19500, laborCost: 10500, total: 30000 },
      },
      prices: DEFAULT_PRICE_SETTINGS.concrete,
    });
  });

  it('maps a renovation calculation with the assumed standard depth', () => {
    const inputs = { stepCount: 10, stepWidth: 100, condition: 'fair' as const };
    const results = computeRenovation(inputs, prices);
    const data = toQuoteDocumentData(
      {
        id: 'r1',
        quoteNumber: 'KV-2026-000008',
        createdAt,
        priceSnapshot: prices,
        type: 'renovation',
        inputs,
        results,
      },
      site,
    );
    expect(data).toMatchObject({
      type: 'renovation',
      inputs: { ...inputs, standardDepth: 30 },
      options: {
        sanding: { work: 9750, finish: 4500, total: 14250, recommendation: results.sanding.recommendation },
        covering: {
          material: 22500,
          labor: 12000,
          total: 34500,
          recommendation: results.covering.recommendation,
        },
      },
      prices: DEFAULT_PRICE_SETTINGS.renovation,
    });
  });
});
