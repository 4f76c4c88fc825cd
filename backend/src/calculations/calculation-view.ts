import { type CalculationWithResult } from '@stairs/contracts';
import { type StoredCalculation, toConcreteResult, toRenovationResult } from './stored-calculation';

/** A stored calculation as its result page shows it: its inputs and the API's result (euros), nothing personal. */
export type CalculationView = CalculationWithResult;

export function calculationView(stored: StoredCalculation): CalculationView {
  return stored.type === 'concrete'
    ? { type: 'concrete', input: stored.inputs, result: toConcreteResult(stored) }
    : { type: 'renovation', input: stored.inputs, result: toRenovationResult(stored) };
}
