import { useCallback, useState, type FormEvent } from 'react';
import {
  type FieldErrors,
  type FormValues,
  type SpamSignals,
  type ValidationResult,
} from '@stairs/contracts';
import { spamSignals } from '@stairs/site';
import { toastInputProblem } from '../lib/input-problem';

export interface CalculatorForm<F extends string> {
  values: FormValues<F>;
  errors: FieldErrors<F>;
  setValue: (field: F, value: string) => void;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * State and submit flow shared by both calculator forms: raw text in, the contracts' rules (the API applies the
 * same ones to a natively posted form), every wrong field with its own message under it, the toast 'Eingaben
 * prüfen' with the first one and the focus on that field; then the API input out, with the form's spam signals. Alive, the form is sent as
 * JSON in place: the browser's own post (without script) never happens.
 */
export function useCalculatorForm<F extends string, TInput>(
  initialValues: FormValues<F>,
  validate: (values: FormValues<F>) => ValidationResult<TInput, F>,
  onValid: (input: TInput, signals: SpamSignals) => void,
  /** The API's messages for the values a post without script sent (the page server's answer). */
  initialErrors: FieldErrors<F> = {},
): CalculatorForm<F> {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<F>>(initialErrors);

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
        toastInputProblem(outcome.message);
        const field = event.currentTarget.elements.namedItem(outcome.firstInvalidField);
        if (field instanceof HTMLElement) field.focus();
        return;
      }
      setErrors({});
      onValid(outcome.input, spamSignals(event.currentTarget));
    },
    [validate, values, onValid],
  );

  return { values, errors, setValue, handleSubmit };
}
