import { useId } from 'react';
import {
  RENOVATION_CONDITION_LABELS,
  RENOVATION_CONDITIONS,
  RENOVATION_STANDARD_DEPTH_CM,
  type RenovationCalculationInput,
} from '@stairs/contracts';
import { FieldError, Label, Select } from '@stairs/ui';
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
  const conditionId = useId();
  const conditionHintId = `${conditionId}-hint`;
  const conditionErrorId = `${conditionId}-error`;

  return (
    <CalculatorFormCard
      title="Ihre Treppe"
      description={`Die Stufentiefe wird nicht abgefragt: Wir rechnen mit einer Standard-Stufentiefe von ${RENOVATION_STANDARD_DEPTH_CM} cm.`}
      onSubmit={form.handleSubmit}
      isPending={isPending}
    >
      <FormNumberField form={form} name="stepCount" label="Stufenanzahl" />
      <FormNumberField form={form} name="stepWidth" label="Treppenbreite (cm)" />
      <div className="grid content-start gap-2">
        <Label htmlFor={conditionId}>Zustand</Label>
        <Select
          id={conditionId}
          name="condition"
          data-field="condition"
          value={form.values.condition}
          onValueChange={(value) => form.setValue('condition', value)}
          placeholder="Zustand wählen"
          aria-invalid={form.errors.condition ? true : undefined}
          aria-describedby={[conditionHintId, form.errors.condition ? conditionErrorId : null]
            .filter(Boolean)
            .join(' ')}
        >
          {RENOVATION_CONDITIONS.map((condition) => (
            <option key={condition} value={condition}>
              {RENOVATION_CONDITION_LABELS[condition]}
            </option>
          ))}
        </Select>
        <p id={conditionHintId} className="text-xs text-muted-foreground">
          Wie abgenutzt sind die Trittflächen?
        </p>
        <FieldError id={conditionErrorId}>{form.errors.condition}</FieldError>
      </div>
    </CalculatorFormCard>
  );
}
