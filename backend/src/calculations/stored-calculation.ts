import {
  type ConcreteCalculationInput,
  type ConcreteCalculationResult,
  type CostBreakdown,
  recommendedRenovationOption,
  type RenovationCalculationInput,
  type RenovationCalculationResult,
} from '@stairs/contracts';
import { centsToEuros } from '../common/money';
import { type PriceTableCents } from '../pricing/price-table';
import { type CalculationEntity } from './calculation.entity';
import { type ConcreteResultCents, type RenovationResultCents } from './formulas';

interface StoredBase {
  id: string;
  quoteNumber: string;
  createdAt: Date;
  /** Prices used, cents per m² (gross). */
  priceSnapshot: PriceTableCents;
}

/** A calculation as other modules (quote documents, leads) read it: typed by its kind, amounts in cents. */
export type StoredCalculation =
  | (StoredBase & { type: 'concrete'; inputs: ConcreteCalculationInput; results: ConcreteResultCents })
  | (StoredBase & { type: 'renovation'; inputs: RenovationCalculationInput; results: RenovationResultCents });

/** The columns a stored calculation (or a spam decoy) is read from. */
export type StoredCalculationRow = Pick<
  CalculationEntity,
  'id' | 'type' | 'quoteNumber' | 'inputs' | 'results' | 'priceSnapshot' | 'createdAt'
>;

export function toStoredCalculation(row: StoredCalculationRow): StoredCalculation {
  const base: StoredBase = {
    id: row.id,
    quoteNumber: row.quoteNumber,
    createdAt: row.createdAt,
    priceSnapshot: row.priceSnapshot,
  };
  // The type column and the jsonb shapes are written together by CalculationsService only.
  return row.type === 'concrete'
    ? {
        ...base,
        type: 'concrete',
        inputs: row.inputs as ConcreteCalculationInput,
        results: row.results as ConcreteResultCents,
      }
    : {
        ...base,
        type: 'renovation',
        inputs: row.inputs as RenovationCalculationInput,
        results: row.results as RenovationResultCents,
      };
}

function optionInEuros(option: CostBreakdown): CostBreakdown {
  return {
    materialCost: centsToEuros(option.materialCost),
    laborCost: centsToEuros(option.laborCost),
    total: centsToEuros(option.total),
  };
}

/** The API shapes (contracts), in euros. */
export function toConcreteResult(
  calc: Pick<StoredCalculation, 'id' | 'quoteNumber'> & { results: ConcreteResultCents },
): ConcreteCalculationResult {
  return {
    id: calc.id,
    quoteNumber: calc.quoteNumber,
    massivholz: optionInEuros(calc.results.massivholz),
    fertigparkett: optionInEuros(calc.results.fertigparkett),
  };
}

export function toRenovationResult(
  calc: Pick<StoredCalculation, 'id' | 'quoteNumber'> & {
    inputs: RenovationCalculationInput;
    results: RenovationResultCents;
  },
): RenovationCalculationResult {
  const { sanding, covering } = calc.results;
  return {
    id: calc.id,
    quoteNumber: calc.quoteNumber,
    sanding: {
      work: centsToEuros(sanding.work),
      finish: centsToEuros(sanding.finish),
      total: centsToEuros(sanding.total),
      recommendation: sanding.recommendation,
    },
    covering: {
      material: centsToEuros(covering.material),
      labor: centsToEuros(covering.labor),
      total: centsToEuros(covering.total),
      recommendation: covering.recommendation,
    },
    recommendedOption: calc.results.recommendedOption ?? recommendedRenovationOption(calc.inputs.condition),
  };
}
