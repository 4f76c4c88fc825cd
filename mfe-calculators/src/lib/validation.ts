/**
 * Turns the raw form strings into API inputs, with the spec's German messages (docs/product.md §5). The server
 * validates every bound again (docs/decisions.md); these checks only give the visitor quick feedback.
 */
import {
  CALCULATOR_BOUNDS,
  CALCULATOR_MESSAGES,
  RENOVATION_CONDITIONS,
  type ConcreteCalculationInput,
  type RenovationCalculationInput,
  type RenovationCondition,
} from '@stairs/contracts';

export type ConcreteField = 'stepCount' | 'stepWidth' | 'stepDepth';
export type RenovationField = 'stepCount' | 'stepWidth' | 'condition';

export type FormValues<F extends string> = Record<F, string>;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type ValidationResult<TInput, F extends string> =
  | { ok: true; input: TInput }
  | {
      ok: false;
      /** The text for the toast: the first error in field order. */
      message: string;
      fieldErrors: FieldErrors<F>;
      /** Where focus goes so the visitor lands on the problem. */
      firstInvalidField: F;
    };

export const CONCRETE_FIELDS: readonly [ConcreteField, ...ConcreteField[]] = [
  'stepCount',
  'stepWidth',
  'stepDepth',
];
export const RENOVATION_FIELDS: readonly [RenovationField, ...RenovationField[]] = [
  'stepCount',
  'stepWidth',
  'condition',
];

export const EMPTY_CONCRETE_VALUES: FormValues<ConcreteField> = {
  stepCount: '',
  stepWidth: '',
  stepDepth: '',
};
export const EMPTY_RENOVATION_VALUES: FormValues<RenovationField> = {
  stepCount: '',
  stepWidth: '',
  condition: '',
};

/**
 * Reads a number typed into a form field. Accepts the Austrian decimal comma; returns null for an empty or
 * unreadable entry (a number input reports unreadable text as an empty value, too).
 */
export function parseNumberInput(raw: string): number | null {
  const text = raw.trim().replace(',', '.');
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function isWithin(value: number, bounds: { min: number; max: number }): boolean {
  return value >= bounds.min && value <= bounds.max;
}

function isCondition(value: string): value is RenovationCondition {
  return (RENOVATION_CONDITIONS as readonly string[]).includes(value);
}

/** Builds the failure from the collected errors; callers only call it with at least one error. */
function failure<TInput, F extends string>(
  fields: readonly [F, ...F[]],
  fieldErrors: FieldErrors<F>,
): ValidationResult<TInput, F> {
  const firstInvalidField = fields.find((field) => fieldErrors[field] !== undefined) ?? fields[0];
  return { ok: false, message: fieldErrors[firstInvalidField] ?? '', fieldErrors, firstInvalidField };
}

function requiredErrors<F extends string>(
  fields: readonly F[],
  isMissing: (field: F) => boolean,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of fields) {
    if (isMissing(field)) errors[field] = CALCULATOR_MESSAGES.allFieldsRequired;
  }
  return errors;
}

/**
 * Concrete calculator: all three values are required. The bounds are form attributes only (docs/product.md §5);
 * values outside them reach the server, whose 400 message the page shows.
 */
export function validateConcreteForm(
  values: FormValues<ConcreteField>,
): ValidationResult<ConcreteCalculationInput, ConcreteField> {
  const parsed = {
    stepCount: parseNumberInput(values.stepCount),
    stepWidth: parseNumberInput(values.stepWidth),
    stepDepth: parseNumberInput(values.stepDepth),
  };
  const { stepCount, stepWidth, stepDepth } = parsed;
  if (stepCount === null || stepWidth === null || stepDepth === null) {
    return failure(
      CONCRETE_FIELDS,
      requiredErrors(CONCRETE_FIELDS, (field) => parsed[field] === null),
    );
  }
  return { ok: true, input: { stepCount, stepWidth, stepDepth } };
}

/**
 * Renovation calculator (docs/product.md §5): everything required, then steps 1–50 (whole steps), width 50–200 cm
 * and a known condition.
 */
export function validateRenovationForm(
  values: FormValues<RenovationField>,
): ValidationResult<RenovationCalculationInput, RenovationField> {
  const stepCount = parseNumberInput(values.stepCount);
  const stepWidth = parseNumberInput(values.stepWidth);
  const condition = values.condition.trim();

  if (stepCount === null || stepWidth === null || condition === '') {
    const missing = {
      stepCount: stepCount === null,
      stepWidth: stepWidth === null,
      condition: condition === '',
    };
    return failure(
      RENOVATION_FIELDS,
      requiredErrors(RENOVATION_FIELDS, (field) => missing[field]),
    );
  }

  const errors: FieldErrors<RenovationField> = {};
  if (!Number.isInteger(stepCount) || !isWithin(stepCount, CALCULATOR_BOUNDS.stepCount)) {
    errors.stepCount = CALCULATOR_MESSAGES.stepCountRange;
  }
  if (!isWithin(stepWidth, CALCULATOR_BOUNDS.stepWidth))
    errors.stepWidth = CALCULATOR_MESSAGES.stepWidthRange;
  if (!isCondition(condition)) {
    errors.condition = CALCULATOR_MESSAGES.conditionInvalid;
    return failure(RENOVATION_FIELDS, errors);
  }
  if (errors.stepCount !== undefined || errors.stepWidth !== undefined)
    return failure(RENOVATION_FIELDS, errors);
  return { ok: true, input: { stepCount, stepWidth, condition } };
}
