import { useId } from 'react';
import { FieldError, Input, Label } from '@stairs/ui';

export interface NumberFieldProps {
  /** Form field name; also the `data-field` the form uses to focus the first wrong field. */
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  bounds: { min: number; max: number };
  /** Short hint under the field, e.g. the allowed range. */
  hint?: string;
  error?: string;
}

/** Labelled number input with hint and inline error, wired for assistive technology. */
export function NumberField({ name, label, value, onValueChange, bounds, hint, error }: NumberFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        data-field={name}
        type="number"
        inputMode="numeric"
        min={bounds.min}
        max={bounds.max}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
