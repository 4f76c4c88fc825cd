import {
  CALCULATOR_FIELD_LABELS,
  CONDITION_FIELD_TEXTS,
  EMPTY_RENOVATION_VALUES,
  RENOVATION_CONDITION_LABELS,
  RENOVATION_CONDITIONS,
  validateRenovationForm,
  type RenovationCalculationInput,
  type SpamSignals,
  type RenovationField,
} from '@stairs/contracts';
import { SelectField } from '@stairs/ui';
import { useCalculatorForm, type CalculatorForm } from '../hooks/useCalculatorForm';
import { CalculatorFormCard } from './CalculatorFormCard';
import { NumberField } from './NumberField';

export interface RenovationCalculatorFormProps {
  onCalculate: (input: RenovationCalculationInput, signals: SpamSignals) => void;
  isPending: boolean;
}

const CONDITION_OPTIONS = RENOVATION_CONDITIONS.map(
  (condition) => [condition, RENOVATION_CONDITION_LABELS[condition]] as const,
);

export function RenovationCalculatorForm({ onCalculate, isPending }: RenovationCalculatorFormProps) {
  const form = useCalculatorForm(EMPTY_RENOVATION_VALUES, validateRenovationForm, onCalculate);
  return <RenovationCalculatorFormView form={form} isPending={isPending} />;
}

/** The form in a given state: values and the message of each wrong field (exported for its render tests). */
export function RenovationCalculatorFormView({
  form,
  isPending,
}: {
  form: CalculatorForm<RenovationField>;
  isPending: boolean;
}) {
  const labels = CALCULATOR_FIELD_LABELS.renovation;
  return (
    <CalculatorFormCard type="renovation" onSubmit={form.handleSubmit} isPending={isPending}>
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
    </CalculatorFormCard>
  );
}
