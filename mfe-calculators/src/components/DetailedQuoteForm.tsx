import { useRef, useState, type FormEvent } from 'react';
import { DETAILED_QUOTE_FORM_TEXTS, FORM_ACTIONS } from '@stairs/contracts';
import { FormErrorSummary, spamSignals } from '@stairs/site';
import { useDetailedQuoteRequest } from '../hooks/useLeadRequests';
import type { AnyCalculation } from '../lib/calculations';
import { toastInputProblem } from '../lib/input-problem';
import { checkPhone } from '../lib/leads';
import { LeadDialogFooter, LeadForm, PhoneField, useFollowUpAnswer } from './LeadDialog';

const ACTION = FORM_ACTIONS.detailedQuote;

/**
 * The detailed-quote dialog's form (docs/product.md §5, §7, §8): a required, trimmed phone number; the request is
 * linked to the calculation so the operator sees which quote it is about. Closes on success. Sent without script,
 * the result page comes back with the number and its message.
 */
export function DetailedQuoteForm({
  calculation,
  onDone,
}: {
  calculation: AnyCalculation;
  onDone: () => void;
}) {
  const sent = useFollowUpAnswer(ACTION);
  const [phone, setPhone] = useState(sent?.values.phone ?? '');
  const [error, setError] = useState<string | undefined>(sent?.errors.phone);
  const inputRef = useRef<HTMLInputElement>(null);
  const request = useDetailedQuoteRequest(calculation);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkPhone(phone);
    if (!check.ok) {
      setError(check.message);
      toastInputProblem(check.message);
      inputRef.current?.focus();
      return;
    }
    request.submit({ phone: check.phone, signals: spamSignals(event.currentTarget) }, { onSuccess: onDone });
  };

  return (
    <LeadForm action={ACTION} calculation={calculation} onSubmit={handleSubmit} noValidate>
      {sent ? (
        <FormErrorSummary errors={sent.errors} labels={{ phone: DETAILED_QUOTE_FORM_TEXTS.phoneLabel }} />
      ) : null}
      <PhoneField
        texts={DETAILED_QUOTE_FORM_TEXTS}
        error={error}
        ref={inputRef}
        required
        value={phone}
        onChange={(event) => {
          setPhone(event.target.value);
          setError(undefined);
        }}
      />
      <LeadDialogFooter submitLabel={DETAILED_QUOTE_FORM_TEXTS.submit} isPending={request.isPending} />
    </LeadForm>
  );
}
