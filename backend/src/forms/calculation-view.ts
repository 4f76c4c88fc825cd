import {
  type ConcreteCalculationInput,
  type ConcreteCalculationResult,
  type PhoneLeadCalculationData,
  type RenovationCalculationInput,
  type RenovationCalculationResult,
} from '@stairs/contracts';
import {
  type StoredCalculation,
  toConcreteResult,
  toRenovationResult,
} from '../calculations/stored-calculation';

/** A stored calculation as its result page shows it: its inputs and the API's result (euros). */
export type CalculationView =
  | { type: 'concrete'; input: ConcreteCalculationInput; result: ConcreteCalculationResult }
  | { type: 'renovation'; input: RenovationCalculationInput; result: RenovationCalculationResult };

export function calculationView(stored: StoredCalculation): CalculationView {
  return stored.type === 'concrete'
    ? { type: 'concrete', input: stored.inputs, result: toConcreteResult(stored) }
    : { type: 'renovation', input: stored.inputs, result: toRenovationResult(stored) };
}

/** Each option's total, as the result cards show them. */
function totals(view: CalculationView): Record<string, number> {
  if (view.type === 'concrete') {
    return { massivholz: view.result.massivholz.total, fertigparkett: view.result.fertigparkett.total };
  }
  return { sanding: view.result.sanding.total, covering: view.result.covering.total };
}

/**
 * What a phone lead says about its calculation, built on the server from the stored calculation (a form post names
 * only the calculation's id): the shape the calculators' dialog sends.
 */
export function phoneLeadCalculationData(view: CalculationView): PhoneLeadCalculationData {
  return {
    quoteId: view.result.id,
    quoteNumber: view.result.quoteNumber,
    calculationType: view.type,
    inputs: { ...view.input },
    totals: totals(view),
  };
}
