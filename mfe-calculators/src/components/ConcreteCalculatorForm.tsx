import {
  CALCULATOR_FIELD_LABELS,
  EMPTY_CONCRETE_VALUES,
  validateConcreteForm,
  type ConcreteCalculationInput,
  type SpamSignals,
  type ConcreteField,
} from '@stairs/contracts';
import { useCalculatorForm, type CalculatorForm } from '../hooks/useCalculatorForm';
import { CalculatorFormCard } from './CalculatorFormCard';
import { NumberField } from './NumberField';

export interface ConcreteCalculatorFormProps {
  onCalculate: (input: ConcreteCalculationInput, signals: SpamSignals) => void;
  isPending: boolean;
}

export function ConcreteCalculatorForm({ onCalculate, isPending }: ConcreteCalculatorFormProps) {
  const form = useCalculatorForm(EMPTY_CONCRETE_VALUES, validateConcreteForm, onCalculate);
  return <ConcreteCalculatorFormView form={form} isPending={isPending} />;
}

/** The form in a given state: values and the message of each wrong field (exported for its render tests). */
export function ConcreteCalculatorFormView({
  form,
  isPending,
}: {
  form: CalculatorForm<ConcreteField>;
  isPending: boolean;
}) {
  const labels = CALCULATOR_FIELD_LABELS.concrete;
  return (
    <CalculatorFormCard type="concrete" onSubmit={form.handleSubmit} isPending={isPending}>
      <NumberField form={form} name="stepCount" label={labels.stepCount} />
      <NumberField form={form} name="stepWidth" label={labels.stepWidth} />
      <NumberField form={form} name="stepDepth" label={labels.stepDepth} />
    </CalculatorFormCard>
  );
}
