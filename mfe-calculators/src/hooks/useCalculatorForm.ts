import { useCallback, useState, type FormEvent } from 'react';
import { toast } from '@stairs/ui';
import type { FieldErrors, FormValues, ValidationResult } from '../lib/validation';
import { TOAST_TITLES } from '../lib/messages';

export interface CalculatorForm<F extends string> {
  values: FormValues<F>;
  errors: FieldErrors<F>;
  setValue: (field: F, value: string) => void;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * State and submit flow shared by both calculator forms: raw strings in, validation with the spec's texts
 * (toast 'Eingaben prüfen' + inline message, focus on the first wrong field), then the API input out.
 * Fields are found by their `data-field` attribute, which every control of the form sets.
 */
export function useCalculatorForm<F extends string, TInput>(
  initialValues: FormValues<F>,
  validate: (values: FormValues<F>) => ValidationResult<TInput, F>,
  onValid: (input: TInput) => void,
): CalculatorForm<F> {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const setValue = useCallback((field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message at once; the others keep theirs until the next submit.
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const handleSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const outcome = validate(values);
      if (!outcome.ok) {
        setErrors(outcome.fieldErrors);
        toast({ variant: 'destructive', title: TOAST_TITLES.checkInputs, description: outcome.message });
        event.currentTarget
          .querySelector<HTMLElement>(`[data-field="${outcome.firstInvalidField}"]`)
          ?.focus({ preventScroll: false });
        return;
      }
      setErrors({});
      onValid(outcome.input);
    },
    [validate, values, onValid],
  );

  return { values, errors, setValue, handleSubmit };
}
