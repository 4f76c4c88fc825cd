import { useId, useRef, useState, type FormEvent } from 'react';
import { CALCULATOR_MESSAGES, DETAILED_QUOTE_FORM_TEXTS, FORM_ACTIONS } from '@stairs/contracts';
import { HoneypotField, spamSignals } from '@stairs/site';
import { FieldError, Input, Label, toast } from '@stairs/ui';
import { useDetailedQuoteRequest } from '../hooks/useLeadRequests';
import type { AnyCalculation } from '../lib/calculations';
import { checkPhone } from '../lib/leads';
import { LeadDialogFooter, LeadDialogFrame, type LeadDialogProps } from './LeadDialog';

/**
 * Detailed-quote dialog (docs/product.md §5, §7, §8): a required, trimmed phone number; the request is linked to
 * the calculation so the operator sees which quote it is about. Closes on success.
 */
export function DetailedQuoteDialog({ calculation, open, onOpenChange }: LeadDialogProps) {
  return (
    <LeadDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={DETAILED_QUOTE_FORM_TEXTS.title}
      description={DETAILED_QUOTE_FORM_TEXTS.description(calculation.result.quoteNumber)}
    >
      <DetailedQuoteForm calculation={calculation} onDone={() => onOpenChange(false)} />
    </LeadDialogFrame>
  );
}

/** The dialog's form (exported for its render tests: a closed dialog renders nothing). */
export function DetailedQuoteForm({
  calculation,
  onDone,
}: {
  calculation: AnyCalculation;
  onDone: () => void;
}) {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const request = useDetailedQuoteRequest(calculation);
  const id = useId();
  const phoneId = `${id}-phone`;
  const errorId = `${id}-error`;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkPhone(phone);
    if (!check.ok) {
      setError(check.message);
      toast({
        variant: 'destructive',
        title: CALCULATOR_MESSAGES.checkInputsTitle,
        description: check.message,
      });
      inputRef.current?.focus();
      return;
    }
    request.submit({ phone: check.phone, signals: spamSignals(event.currentTarget) }, { onSuccess: onDone });
  };

  return (
    // A real form (the API's names and form route) like every public form; alive, it is sent as JSON in place.
    <form
      method="post"
      action={FORM_ACTIONS.detailedQuote}
      noValidate
      onSubmit={handleSubmit}
      className="grid gap-5"
    >
      <input type="hidden" name="calculationId" value={calculation.result.id} />
      <div className="grid gap-2">
        <Label htmlFor={phoneId}>{DETAILED_QUOTE_FORM_TEXTS.phoneLabel}</Label>
        <Input
          ref={inputRef}
          id={phoneId}
          name="phone"
          type="tel"
          autoComplete="tel"
          placeholder={DETAILED_QUOTE_FORM_TEXTS.phonePlaceholder}
          required
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
            setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <FieldError id={errorId}>{error}</FieldError>
      </div>
      <HoneypotField />
      <LeadDialogFooter submitLabel={DETAILED_QUOTE_FORM_TEXTS.submit} isPending={request.isPending} />
    </form>
  );
}
