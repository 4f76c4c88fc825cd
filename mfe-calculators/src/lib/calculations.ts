/**
 * The two calculation types side by side: what each one sends, what it gets back and where its quote document
 * lives (their phone leads' context is the contracts' PHONE_LEAD_CONTEXT_OF_CALCULATION). Pages, hooks and
 * dialogs are generic over this table, so the concrete and renovation calculators share every step after the
 * form.
 */
import { apiCall, apiUrl } from '@stairs/api-client';
import {
  API,
  EMPTY_CONCRETE_VALUES,
  EMPTY_RENOVATION_VALUES,
  validateConcreteForm,
  validateRenovationForm,
} from '@stairs/contracts';
import type {
  CalculationType,
  ConcreteCalculationInput,
  ConcreteCalculationResult,
  ConcreteField,
  FormValues,
  RenovationCalculationInput,
  RenovationCalculationResult,
  RenovationField,
  SpamSignals,
  ValidationResult,
} from '@stairs/contracts';

export interface CalculationTypes {
  concrete: { input: ConcreteCalculationInput; result: ConcreteCalculationResult; field: ConcreteField };
  renovation: {
    input: RenovationCalculationInput;
    result: RenovationCalculationResult;
    field: RenovationField;
  };
}

export type CalculationInput<T extends CalculationType> = CalculationTypes[T]['input'];
export type CalculationResult<T extends CalculationType> = CalculationTypes[T]['result'];
export type CalculationField<T extends CalculationType> = CalculationTypes[T]['field'];

/** Each calculator form's empty state and its rules (the contracts', which the API applies too). */
export const CALCULATOR_FORMS: {
  [T in CalculationType]: {
    empty: FormValues<CalculationField<T>>;
    validate: (
      values: FormValues<CalculationField<T>>,
    ) => ValidationResult<CalculationInput<T>, CalculationField<T>>;
  };
} = {
  concrete: { empty: EMPTY_CONCRETE_VALUES, validate: validateConcreteForm },
  renovation: { empty: EMPTY_RENOVATION_VALUES, validate: validateRenovationForm },
};

/** A server result together with the inputs it was computed from (follow-ups must not read the live form). */
export interface Calculation<T extends CalculationType> {
  type: T;
  input: CalculationInput<T>;
  result: CalculationResult<T>;
}

export type AnyCalculation = Calculation<'concrete'> | Calculation<'renovation'>;

/**
 * POST /api/calculate-{type} from the API table. A map over the calculation types (not a map of endpoints), so
 * `CALCULATE[type](input)` keeps the input and answer types of `type` in generic code.
 */
export const CALCULATE: {
  [T in CalculationType]: (input: CalculationInput<T>, signals: SpamSignals) => Promise<CalculationResult<T>>;
} = {
  concrete: (input, signals) => apiCall(API.calculateConcrete, { body: { ...input, ...signals } }),
  renovation: (input, signals) => apiCall(API.calculateRenovation, { body: { ...input, ...signals } }),
};

/** GET /api/concrete-html/{id} or /api/renovation-html/{id}: the quote document, opened in a new tab. */
export function quoteDocumentUrl(calculation: AnyCalculation): string {
  const document = calculation.type === 'concrete' ? API.concreteQuoteHtml : API.renovationQuoteHtml;
  return apiUrl(document, { params: { id: calculation.result.id } });
}
