// Test data only (the unit and render tests import it; no page does).
import type { Calculation } from './calculations';

/** 10 steps of 100 × 30 cm, as the API answers them. */
export const concreteCalculation: Calculation<'concrete'> = {
  type: 'concrete',
  input: { stepCount: 10, stepWidth: 100, stepDepth: 30 },
  result: {
    id: 'c-1',
    quoteNumber: 'KV-2026-000042',
    massivholz: { materialCost: 255, laborCost: 135, total: 390 },
    fertigparkett: { materialCost: 195, laborCost: 105, total: 300 },
  },
};

/** 12 steps, 90 cm wide, in poor condition: new treads recommended. */
export const renovationCalculation: Calculation<'renovation'> = {
  type: 'renovation',
  input: { stepCount: 12, stepWidth: 90, condition: 'poor' },
  result: {
    id: 'r-1',
    quoteNumber: 'KV-2026-000043',
    sanding: { work: 129.6, finish: 48.6, total: 178.2, recommendation: 'Abschleifen nicht empfohlen.' },
    covering: { material: 243, labor: 129.6, total: 372.6, recommendation: 'Neu belegen empfohlen.' },
    recommendedOption: 'covering',
  },
};
