import { CALCULATOR_FIELD_LABELS, CONCRETE_FIELDS, type ConcreteField } from '@stairs/contracts';
import type { CalculatorForm } from '../hooks/useCalculatorForm';
import { NumberField } from './NumberField';

/** The concrete calculator's fields, three measurements, in a given state (values and each field's message). */
export function ConcreteCalculatorFields({ form }: { form: CalculatorForm<ConcreteField> }) {
  return CONCRETE_FIELDS.map((name) => (
    <NumberField key={name} form={form} name={name} label={CALCULATOR_FIELD_LABELS.concrete[name]} />
  ));
}
