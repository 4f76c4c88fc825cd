import { CALCULATOR_BOUNDS } from '@stairs/contracts';
import { InputField } from '@stairs/ui';
import type { CalculatorForm } from '../hooks/useCalculatorForm';

export interface NumberFieldProps {
  /** Form field name; also the `data-field` the form uses to focus the first wrong field. */
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Whole numbers only (the step count): the phone shows digits without a comma. */
  wholeNumber?: boolean;
  /** Short hint under the field, e.g. the allowed range. */
  hint?: string;
  error?: string;
}

/**
 * Labelled measurement input with hint and inline error (the design system's InputField does the wiring). A
 * text input with a numeric keyboard, not type="number": that one turned the Austrian "100,5" into 1005 and let
 * the mouse wheel change a focused value unnoticed. The form's validation reads the comma and checks the range.
 */
export function NumberField({
  name,
  label,
  value,
  onValueChange,
  wholeNumber,
  hint,
  error,
}: NumberFieldProps) {
  return (
    <InputField
      label={label}
      hint={hint}
      error={error}
      name={name}
      data-field={name}
      type="text"
      inputMode={wholeNumber ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
}

type MeasuredField = keyof typeof CALCULATOR_BOUNDS;

const RANGE_UNITS: Record<MeasuredField, string> = { stepCount: 'Stufen', stepWidth: 'cm', stepDepth: 'cm' };

export interface FormNumberFieldProps<F extends string> {
  form: CalculatorForm<F>;
  name: F & MeasuredField;
  label: string;
}

/**
 * A measurement of a calculator form: bounds and the range hint ('1–50 Stufen', '50–200 cm') from the spec's
 * CALCULATOR_BOUNDS, value and inline error from the form state.
 */
export function FormNumberField<F extends string>({ form, name, label }: FormNumberFieldProps<F>) {
  const bounds = CALCULATOR_BOUNDS[name];
  return (
    <NumberField
      name={name}
      label={label}
      wholeNumber={name === 'stepCount'}
      hint={`${bounds.min}–${bounds.max} ${RANGE_UNITS[name]}`}
      value={form.values[name]}
      onValueChange={(value) => form.setValue(name, value)}
      error={form.errors[name]}
    />
  );
}
