import * as React from 'react';
import { cn } from '../lib/cn';
import { FieldError } from './FieldError';
import { Input } from './Input';
import { Label } from './Label';
import { Select } from './Select';
import { Textarea } from './Textarea';

/** What a field hands its control: the id the label points at and the accessible state. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: React.ReactNode;
  /** Short help under the control, e.g. the allowed range. */
  hint?: React.ReactNode;
  /** Inline error; announced when it appears, and the control is marked invalid. */
  error?: React.ReactNode;
  className?: string;
  children: (control: FieldControlProps) => React.ReactNode;
}

/**
 * Label + control + hint + error, wired for assistive technology once: the label names the control, the hint
 * and the error describe it, an error marks it invalid. Every form of the site builds its fields with this.
 */
export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = React.useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy =
    [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': hasError ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

type FieldFrameProps = Omit<FieldProps, 'children'>;

/** A text input in a Field: the common case of a form row, without the render function. */
export function InputField({
  label,
  hint,
  error,
  className,
  ...input
}: FieldFrameProps & Omit<React.ComponentProps<typeof Input>, 'id' | 'className'>) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <Input {...control} {...input} />}
    </Field>
  );
}

/** A textarea in a Field. */
export function TextareaField({
  label,
  hint,
  error,
  className,
  ...textarea
}: FieldFrameProps & Omit<React.ComponentProps<typeof Textarea>, 'id' | 'className'>) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <Textarea {...control} {...textarea} />}
    </Field>
  );
}

export interface SelectFieldProps<V extends string> extends FieldFrameProps {
  /** The form field's name: what a natively posted form sends the choice as. */
  name?: string;
  value: V | undefined;
  onValueChange: (value: V) => void;
  /** Value and label of each choice, in order. */
  options: ReadonlyArray<readonly [V, string]>;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  /** Marks the control invalid without an inline text (a form-level message says why). */
  invalid?: boolean;
  /** Id of that form-level message. */
  describedBy?: string;
}

/** A choice from a short list in a Field (the browser's select; see Select). */
export function SelectField<V extends string>({
  label,
  hint,
  error,
  className,
  name,
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
  required,
  invalid,
  describedBy,
}: SelectFieldProps<V>) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <Select
          {...control}
          name={name}
          value={value}
          onValueChange={(next) => onValueChange(next as V)}
          placeholder={placeholder}
          disabled={disabled}
          required={required}
          aria-invalid={invalid ? true : control['aria-invalid']}
          aria-describedby={
            [control['aria-describedby'], invalid ? describedBy : undefined].filter(Boolean).join(' ') ||
            undefined
          }
        >
          {options.map(([optionValue, optionLabel]) => (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
