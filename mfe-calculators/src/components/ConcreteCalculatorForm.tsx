import { CALCULATOR_BOUNDS, type ConcreteCalculationInput } from '@stairs/contracts';
import { useCalculatorForm } from '../hooks/useCalculatorForm';
import { EMPTY_CONCRETE_VALUES, validateConcreteForm } from '../lib/validation';
import { CalculatorFormCard } from './CalculatorFormCard';
import { NumberField } from './NumberField';

export interface ConcreteCalculatorFormProps {
  onCalculate: (input: ConcreteCalculationInput) => void;
  isPending: boolean;
}

const { stepCount, stepWidth, stepDepth } = CALCULATOR_BOUNDS;

export function ConcreteCalculatorForm({ onCalculate, isPending }: ConcreteCalculatorFormProps) {
  const form = useCalculatorForm(EMPTY_CONCRETE_VALUES, validateConcreteForm, onCalculate);

  return (
    <CalculatorFormCard
      title="Ihre Stufen"
      description="Messen Sie eine Stufe an der breitesten Stelle. Alle Maße in Zentimetern."
      onSubmit={form.handleSubmit}
      isPending={isPending}
    >
      <NumberField
        name="stepCount"
        label="Stufenanzahl"
        bounds={stepCount}
        hint={`${stepCount.min}–${stepCount.max} Stufen`}
        value={form.values.stepCount}
        onValueChange={(value) => form.setValue('stepCount', value)}
        error={form.errors.stepCount}
      />
      <NumberField
        name="stepWidth"
        label="Stufenbreite (cm)"
        bounds={stepWidth}
        hint={`${stepWidth.min}–${stepWidth.max} cm`}
        value={form.values.stepWidth}
        onValueChange={(value) => form.setValue('stepWidth', value)}
        error={form.errors.stepWidth}
      />
      <NumberField
        name="stepDepth"
        label="Stufentiefe (cm)"
        bounds={stepDepth}
        hint={`${stepDepth.min}–${stepDepth.max} cm`}
        value={form.values.stepDepth}
        onValueChange={(value) => form.setValue('stepDepth', value)}
        error={form.errors.stepDepth}
      />
    </CalculatorFormCard>
  );
}
