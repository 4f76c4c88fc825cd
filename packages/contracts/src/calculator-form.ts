/**
 * The calculator forms' rules, as the visitor's raw text meets them: the forms check with these before they send,
 * and the API's DTOs apply the same rules in the same order with the same messages (a backend test compares them
 * on random input), so a value the page accepts is never refused for another reason by the server.
 */
import {
  CALCULATOR_BOUNDS,
  CALCULATOR_MESSAGES,
  RENOVATION_CONDITIONS,
  type ConcreteCalculationInput,
  type RenovationCalculationInput,
  type RenovationCondition,
} from './calculators';

/** Digits with at most one decimal comma or point, an optional sign: "12", "95,5", "95.5", ",5". */
const DECIMAL_TEXT = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

export type DecimalText = { status: 'empty' } | { status: 'invalid' } | { status: 'number'; value: number };

/**
 * A number as a visitor types it (surrounding spaces ignored). Anything but digits and one decimal separator is
 * invalid: "abc", "3x", "1e2" (which `Number` would read as 100), "0x10", "1.000,5"; so are digits beyond what a
 * number holds (some 310 of them are Infinity), which the API's number check refuses too.
 */
export function parseDecimalText(raw: string): DecimalText {
  const text = raw.trim();
  if (text === '') return { status: 'empty' };
  if (!DECIMAL_TEXT.test(text)) return { status: 'invalid' };
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? { status: 'number', value } : { status: 'invalid' };
}

export type ConcreteField = keyof ConcreteCalculationInput;
export type RenovationField = keyof RenovationCalculationInput;
type MeasureField = keyof typeof CALCULATOR_BOUNDS;

export type FormValues<F extends string> = Record<F, string>;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type ValidationResult<TInput, F extends string> =
  | { ok: true; input: TInput }
  | {
      ok: false;
      /** The first error in the form's order (the toast's text). */
      message: string;
      /** Every wrong field with its own message, shown under it. */
      fieldErrors: FieldErrors<F>;
      /** Where focus goes so the visitor lands on the problem. */
      firstInvalidField: F;
    };

/** The fields of each form in their order on the page. */
export const CONCRETE_FIELDS = [
  'stepCount',
  'stepWidth',
  'stepDepth',
] as const satisfies readonly ConcreteField[];
export const RENOVATION_FIELDS = [
  'stepCount',
  'stepWidth',
  'condition',
] as const satisfies readonly RenovationField[];

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

const RANGE_MESSAGES: Record<MeasureField, string> = {
  stepCount: CALCULATOR_MESSAGES.stepCountRange,
  stepWidth: CALCULATOR_MESSAGES.stepWidthRange,
  stepDepth: CALCULATOR_MESSAGES.stepDepthRange,
};

type Checked<T> = { value: T; error?: undefined } | { value?: undefined; error: string };

/** Required, a number, whole for the step count, within the bounds: the DTO's order of checks. */
function checkMeasure(field: MeasureField, raw: string): Checked<number> {
  const parsed = parseDecimalText(raw);
  if (parsed.status === 'empty') return { error: CALCULATOR_MESSAGES.allFieldsRequired };
  if (parsed.status === 'invalid') return { error: CALCULATOR_MESSAGES.numberInvalid };
  const { value } = parsed;
  if (field === 'stepCount' && !Number.isInteger(value))
    return { error: CALCULATOR_MESSAGES.stepCountInteger };
  const bounds = CALCULATOR_BOUNDS[field];
  if (value < bounds.min || value > bounds.max) return { error: RANGE_MESSAGES[field] };
  return { value };
}

function checkCondition(raw: string): Checked<RenovationCondition> {
  const condition = raw.trim();
  if (condition === '') return { error: CALCULATOR_MESSAGES.conditionRequired };
  const known = RENOVATION_CONDITIONS.find((candidate) => candidate === condition);
  return known ? { value: known } : { error: CALCULATOR_MESSAGES.conditionInvalid };
}

function collect<F extends string, TInput>(
  fields: readonly F[],
  checked: Record<F, Checked<unknown>>,
  input: () => TInput,
): ValidationResult<TInput, F> {
  const fieldErrors: FieldErrors<F> = {};
  for (const field of fields) {
    const error = checked[field].error;
    if (error !== undefined) fieldErrors[field] = error;
  }
  const firstInvalidField = fields.find((field) => fieldErrors[field] !== undefined);
  if (firstInvalidField === undefined) return { ok: true, input: input() };
  return { ok: false, message: fieldErrors[firstInvalidField] ?? '', fieldErrors, firstInvalidField };
}

/** Concrete calculator: steps 1–50 (whole), width 50–200 cm, depth 25–40 cm; every field says its own problem. */
export function validateConcreteForm(
  values: FormValues<ConcreteField>,
): ValidationResult<ConcreteCalculationInput, ConcreteField> {
  const checked = {
    stepCount: checkMeasure('stepCount', values.stepCount),
    stepWidth: checkMeasure('stepWidth', values.stepWidth),
    stepDepth: checkMeasure('stepDepth', values.stepDepth),
  };
  return collect(CONCRETE_FIELDS, checked, () => ({
    stepCount: checked.stepCount.value as number,
    stepWidth: checked.stepWidth.value as number,
    stepDepth: checked.stepDepth.value as number,
  }));
}

/** Renovation calculator: steps 1–50 (whole), width 50–200 cm and one of the three conditions. */
export function validateRenovationForm(
  values: FormValues<RenovationField>,
): ValidationResult<RenovationCalculationInput, RenovationField> {
  const checked = {
    stepCount: checkMeasure('stepCount', values.stepCount),
    stepWidth: checkMeasure('stepWidth', values.stepWidth),
    condition: checkCondition(values.condition),
  };
  return collect(RENOVATION_FIELDS, checked, () => ({
    stepCount: checked.stepCount.value as number,
    stepWidth: checked.stepWidth.value as number,
    condition: checked.condition.value as RenovationCondition,
  }));
}
