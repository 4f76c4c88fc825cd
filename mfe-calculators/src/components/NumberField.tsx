import { calculatorRangeHint, type CALCULATOR_BOUNDS } from '@stairs/contracts';
import { InputField } from '@stairs/ui';
import type { CalculatorForm } from '../hooks/useCalculatorForm';

type MeasuredField = keyof typeof CALCULATOR_BOUNDS;

export interface NumberFieldProps<F extends string> {
  form: CalculatorForm<F>;
  /** The form field's name: the API's name, what a natively posted form sends. */
  name: F & MeasuredField;
  label: string;
}

/**
 * A measurement of a calculator form: label, the range hint ('1–50 Stufen', '50–200 cm'), value and the field's
 * own message under it (the design system's InputField does the wiring). A text input with a numeric keyboard,
 * not type="number": that one turned the Austrian "100,5" into 1005, let the mouse wheel change a focused value
 * unnoticed and reported "3x" as empty. The contracts' rules read the text as typed.
 */
export function NumberField<F extends string>({ form, name, label }: NumberFieldProps<F>) {
  return (
    <InputField
      label={label}
      hint={calculatorRangeHint(name)}
      error={form.errors[name]}
      name={name}
      type="text"
      // Whole numbers only for the step count: the phone shows digits without a comma.
      inputMode={name === 'stepCount' ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={form.values[name]}
      onChange={(event) => form.setValue(name, event.target.value)}
    />
  );
}
