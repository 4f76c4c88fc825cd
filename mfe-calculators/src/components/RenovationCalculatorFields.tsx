import {
  CALCULATOR_FIELD_LABELS,
  CONDITION_FIELD_TEXTS,
  RENOVATION_CONDITION_LABELS,
  RENOVATION_CONDITIONS,
  type RenovationField,
} from '@stairs/contracts';
import { SelectField } from '@stairs/ui';
import type { CalculatorForm } from '../hooks/useCalculatorForm';
import { NumberField } from './NumberField';

const CONDITION_OPTIONS = RENOVATION_CONDITIONS.map(
  (condition) => [condition, RENOVATION_CONDITION_LABELS[condition]] as const,
);

/** The renovation calculator's fields in a given state (values and each field's message). */
export function RenovationCalculatorFields({ form }: { form: CalculatorForm<RenovationField> }) {
  const labels = CALCULATOR_FIELD_LABELS.renovation;
  return (
    <>
      <NumberField form={form} name="stepCount" label={labels.stepCount} />
      <NumberField form={form} name="stepWidth" label={labels.stepWidth} />
      <SelectField<string>
        label={labels.condition}
        hint={CONDITION_FIELD_TEXTS.hint}
        error={form.errors.condition}
        name="condition"
        value={form.values.condition}
        onValueChange={(value) => form.setValue('condition', value)}
        options={CONDITION_OPTIONS}
        placeholder={CONDITION_FIELD_TEXTS.placeholder}
      />
    </>
  );
}
