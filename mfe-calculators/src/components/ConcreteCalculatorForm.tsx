import { type ConcreteCalculationInput } from '@stairs/contracts';
import { useCalculatorForm } from '../hooks/useCalculatorForm';
import { EMPTY_CONCRETE_VALUES, validateConcreteForm } from '../lib/validation';
import { CalculatorFormCard } from './CalculatorFormCard';
import { FormNumberField } from './NumberField';

export interface ConcreteCalculatorFormProps {
  onCalculate: (input: ConcreteCalculationInput) => void;
  isPending: boolean;
}

export function ConcreteCalculatorForm({ onCalculate, isPending }: ConcreteCalculatorFormProps) {
  const form = useCalculatorForm(EMPTY_CONCRETE_VALUES, validateConcreteForm, onCalculate);

  return (
    <CalculatorFormCard
      title="Ihre Stufen"
      description="Messen Sie eine Stufe an der breitesten Stelle. Alle Maße in Zentimetern."
      onSubmit={form.handleSubmit}
      isPending={isPending}
    >
      <FormNumberField form={form} name="stepCount" label="Stufenanzahl" />
      <FormNumberField form={form} name="stepWidth" label="Stufenbreite (cm)" />
      <FormNumberField form={form} name="stepDepth" label="Stufentiefe (cm)" />
    </CalculatorFormCard>
  );
}
