import {
  RENOVATION_CONDITION_LABELS,
  RENOVATION_CONDITIONS,
  RENOVATION_STANDARD_DEPTH_CM,
  type RenovationCalculationInput,
} from '@stairs/contracts';
import { Field, Select } from '@stairs/ui';
import { useCalculatorForm } from '../hooks/useCalculatorForm';
import { EMPTY_RENOVATION_VALUES, validateRenovationForm } from '../lib/validation';
import { CalculatorFormCard } from './CalculatorFormCard';
import { FormNumberField } from './NumberField';

export interface RenovationCalculatorFormProps {
  onCalculate: (input: RenovationCalculationInput) => void;
  isPending: boolean;
}

export function RenovationCalculatorForm({ onCalculate, isPending }: RenovationCalculatorFormProps) {
  const form = useCalculatorForm(EMPTY_RENOVATION_VALUES, validateRenovationForm, onCalculate);

  return (
    <CalculatorFormCard
      title="Ihre Treppe"
      description={`Die Stufentiefe wird nicht abgefragt: Wir rechnen mit einer Standard-Stufentiefe von ${RENOVATION_STANDARD_DEPTH_CM} cm.`}
      onSubmit={form.handleSubmit}
      isPending={isPending}
    >
      <FormNumberField form={form} name="stepCount" label="Stufenanzahl" />
      <FormNumberField form={form} name="stepWidth" label="Treppenbreite (cm)" />
      <Field label="Zustand" hint="Wie abgenutzt sind die Trittflächen?" error={form.errors.condition}>
        {(control) => (
          <Select
            {...control}
            name="condition"
            data-field="condition"
            value={form.values.condition}
            onValueChange={(value) => form.setValue('condition', value)}
            placeholder="Zustand wählen"
          >
            {RENOVATION_CONDITIONS.map((condition) => (
              <option key={condition} value={condition}>
                {RENOVATION_CONDITION_LABELS[condition]}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </CalculatorFormCard>
  );
}
