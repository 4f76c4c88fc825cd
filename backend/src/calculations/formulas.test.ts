import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from '@stairs/contracts';
import { entityFieldsFromSettings, priceTableFromEntity, type PriceTableCents } from '../pricing/price-table';
import {
  CONDITION_FACTOR_TENTHS,
  computeConcrete,
  computeRenovation,
  normalizeConcreteInput,
  RENOVATION_RECOMMENDATIONS,
} from './formulas';

function table(settings: PriceSettings): PriceTableCents {
  return priceTableFromEntity({ ...entityFieldsFromSettings(settings), updatedAt: new Date() });
}

const DEFAULTS = table(DEFAULT_PRICE_SETTINGS);

describe('concrete-step cladding', () => {
  it('10 steps × 100 cm × 30 cm with the default prices: massivholz 390 €, fertigparkett 300 €', () => {
    const result = computeConcrete({ stepCount: 10, stepWidth: 100, stepDepth: 30 }, DEFAULTS);
    expect(result.areaM2).toBe(3);
    expect(result.massivholz).toEqual({ materialCost: 25500, laborCost: 13500, total: 39000 });
    expect(result.fertigparkett).toEqual({ materialCost: 19500, laborCost: 10500, total: 30000 });
  });

  it('smallest input (1 × 50 × 25 = 0.125 m²) rounds each part to whole cents', () => {
    const result = computeConcrete({ stepCount: 1, stepWidth: 50, stepDepth: 25 }, DEFAULTS);
    expect(result.areaM2).toBe(0.125);
    // 0.125 × 85 € = 10.625 € → 1063 ct (half up); 0.125 × 45 € = 5.625 € → 563 ct
    expect(result.massivholz).toEqual({ materialCost: 1063, laborCost: 563, total: 1626 });
    // 0.125 × 65 € = 8.125 € → 813 ct; 0.125 × 35 € = 4.375 € → 438 ct
    expect(result.fertigparkett).toEqual({ materialCost: 813, laborCost: 438, total: 1251 });
  });

  it('largest input (50 × 200 × 40 = 40 m²)', () => {
    const result = computeConcrete({ stepCount: 50, stepWidth: 200, stepDepth: 40 }, DEFAULTS);
    expect(result.areaM2).toBe(40);
    expect(result.massivholz).toEqual({ materialCost: 340000, laborCost: 180000, total: 520000 });
    expect(result.fertigparkett).toEqual({ materialCost: 260000, laborCost: 140000, total: 400000 });
  });

  it('the total is always the sum of the rounded parts', () => {
    const odd = table({
      concrete: {
        massivholzMaterial: 85.33,
        massivholzLabor: 44.67,
        fertigparkettMaterial: 0.01,
        fertigparkettLabor: 9999.99,
      },
      renovation: DEFAULT_PRICE_SETTINGS.renovation,
    });
    for (const stepCount of [1, 7, 13, 50]) {
      for (const stepWidth of [50, 77.7, 123.4, 200]) {
        const r = computeConcrete({ stepCount, stepWidth, stepDepth: 33.3 }, odd);
        for (const option of [r.massivholz, r.fertigparkett]) {
          expect(Number.isInteger(option.materialCost) && Number.isInteger(option.laborCost)).toBe(true);
          expect(option.total).toBe(option.materialCost + option.laborCost);
        }
      }
    }
  });

  it('keeps widths and depths to whole millimetres', () => {
    expect(normalizeConcreteInput({ stepCount: 3, stepWidth: 99.96, stepDepth: 30.04 })).toEqual({
      stepCount: 3,
      stepWidth: 100,
      stepDepth: 30,
    });
    const r = computeConcrete({ stepCount: 1, stepWidth: 100.5, stepDepth: 30 }, DEFAULTS);
    expect(r.areaM2).toBeCloseTo(0.3015, 10);
  });

  it('zero prices give zero', () => {
    const zero = table({
      concrete: {
        massivholzMaterial: 0,
        massivholzLabor: 0,
        fertigparkettMaterial: 0,
        fertigparkettLabor: 0,
      },
      renovation: { sandingWork: 0, sandingFinish: 0, coveringMaterial: 0, coveringLabor: 0 },
    });
    expect(computeConcrete({ stepCount: 50, stepWidth: 200, stepDepth: 40 }, zero).massivholz.total).toBe(0);
  });
});

describe('stair renovation (standard depth 30 cm)', () => {
  // 10 × 100 cm × 30 cm = 3 m²; sanding work 25 €/m² × factor, finish 15 €/m²; covering 75 + 40 €/m².
  it.each([
    ['good', 1.0, 7500],
    ['fair', 1.3, 9750],
    ['poor', 1.6, 12000],
  ] as const)('condition %s: factor %d on the sanding work only', (condition, factor, work) => {
    const r = computeRenovation({ stepCount: 10, stepWidth: 100, condition }, DEFAULTS);
    expect(r.areaM2).toBe(3);
    expect(r.conditionFactor).toBe(factor);
    expect(CONDITION_FACTOR_TENTHS[condition] / 10).toBe(factor);
    expect(r.sanding).toEqual({
      work,
      finish: 4500,
      total: work + 4500,
      recommendation: RENOVATION_RECOMMENDATIONS[condition].sanding,
    });
    expect(r.covering).toEqual({
      material: 22500,
      labor: 12000,
      total: 34500,
      recommendation: RENOVATION_RECOMMENDATIONS[condition].covering,
    });
  });

  it('smallest input (1 × 50 cm → 0.15 m²), poor condition', () => {
    const r = computeRenovation({ stepCount: 1, stepWidth: 50, condition: 'poor' }, DEFAULTS);
    expect(r.areaM2).toBe(0.15);
    // 0.15 × 25 € × 1.6 = 6.00 €; 0.15 × 15 € = 2.25 €; 0.15 × 75 € = 11.25 €; 0.15 × 40 € = 6.00 €
    expect(r.sanding).toMatchObject({ work: 600, finish: 225, total: 825 });
    expect(r.covering).toMatchObject({ material: 1125, labor: 600, total: 1725 });
  });

  it('largest input (50 × 200 cm → 30 m²), fair condition', () => {
    const r = computeRenovation({ stepCount: 50, stepWidth: 200, condition: 'fair' }, DEFAULTS);
    expect(r.areaM2).toBe(30);
    expect(r.sanding).toMatchObject({ work: 97500, finish: 45000, total: 142500 });
    expect(r.covering).toMatchObject({ material: 225000, labor: 120000, total: 345000 });
  });

  it('recommends sanding for good, both for fair (covering lasts), covering for poor', () => {
    expect(RENOVATION_RECOMMENDATIONS.good.sanding).toMatch(/^Empfohlen/);
    expect(RENOVATION_RECOMMENDATIONS.fair.sanding).toMatch(/^Möglich/);
    expect(RENOVATION_RECOMMENDATIONS.fair.covering).toMatch(/dauerhaft/);
    expect(RENOVATION_RECOMMENDATIONS.poor.sanding).toMatch(/^Nicht empfohlen/);
    expect(RENOVATION_RECOMMENDATIONS.poor.covering).toMatch(/^Empfohlen/);
  });
});
