import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FORM_ACTIONS, formatDate, QUOTE_EMAIL_FORM_TEXTS, type QuoteEmailResult } from '@stairs/contracts';
import { Button, DialogClose, DialogFooter, FieldError, Input, Label } from '@stairs/ui';
import { HoneypotField, spamSignals } from '@stairs/site';
import { useQuoteEmailRequest } from '../hooks/useLeadRequests';
import type { AnyCalculation } from '../lib/calculations';
import { checkQuoteEmail, type QuoteEmailField } from '../lib/leads';
import { LeadDialogFooter, LeadDialogFrame, type LeadDialogProps } from './LeadDialog';

/**
 * 'Angebot per E-Mail erhalten' (issue 21): an address and the consent to be contacted (unticked); after sending,
 * the dialog shows the quote's share link with a copy button instead of closing, since the link is what the visitor
 * keeps from it.
 */
export function QuoteEmailDialog({ calculation, open, onOpenChange }: LeadDialogProps) {
  return (
    <LeadDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={QUOTE_EMAIL_FORM_TEXTS.title}
      description={QUOTE_EMAIL_FORM_TEXTS.description(calculation.result.quoteNumber)}
    >
      <QuoteEmailForm calculation={calculation} />
    </LeadDialogFrame>
  );
}

/** The dialog's form, then what was sent (exported for its render tests: a closed dialog renders nothing). */
export function QuoteEmailForm({ calculation }: { calculation: AnyCalculation }) {
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<QuoteEmailField, string>>>({});
  const [sent, setSent] = useState<QuoteEmailResult | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const request = useQuoteEmailRequest();
  const id = useId();
  const ids = {
    email: `${id}-email`,
    emailError: `${id}-email-error`,
    consent: `${id}-consent`,
    consentError: `${id}-consent-error`,
  };

  if (sent) return <QuoteEmailSent result={sent} />;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkQuoteEmail(calculation, email, consent);
    if (!check.ok) {
      setErrors(check.errors);
      // The first wrong field takes the focus, so its message is read with it.
      (check.errors.email ? emailRef : consentRef).current?.focus();
      return;
    }
    request.submit(
      { request: check.request, signals: spamSignals(event.currentTarget) },
      { onSuccess: setSent },
    );
  };

  return (
    // A real form (the API's names and form route) like every public form; alive, it is sent as JSON in place.
    <form
      method="post"
      action={FORM_ACTIONS.quoteEmail}
      noValidate
      onSubmit={handleSubmit}
      className="grid gap-5"
    >
      <input type="hidden" name="calculationId" value={calculation.result.id} />
      <HoneypotField />
      <div className="grid gap-2">
        <Label htmlFor={ids.email}>{QUOTE_EMAIL_FORM_TEXTS.emailLabel}</Label>
        <Input
          ref={emailRef}
          id={ids.email}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={QUOTE_EMAIL_FORM_TEXTS.emailPlaceholder}
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors((current) => ({ ...current, email: undefined }));
          }}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? ids.emailError : undefined}
        />
        <FieldError id={ids.emailError}>{errors.email}</FieldError>
      </div>
      <div className="grid gap-2">
        <label htmlFor={ids.consent} className="flex cursor-pointer items-start gap-3 text-sm">
          <input
            ref={consentRef}
            id={ids.consent}
            name="contactConsent"
            type="checkbox"
            value="true"
            required
            checked={consent}
            onChange={(event) => {
              setConsent(event.target.checked);
              setErrors((current) => ({ ...current, contactConsent: undefined }));
            }}
            aria-invalid={errors.contactConsent ? true : undefined}
            aria-describedby={errors.contactConsent ? ids.consentError : undefined}
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
          <span>{QUOTE_EMAIL_FORM_TEXTS.consentLabel}</span>
        </label>
        <FieldError id={ids.consentError}>{errors.contactConsent}</FieldError>
      </div>
      <LeadDialogFooter submitLabel={QUOTE_EMAIL_FORM_TEXTS.submit} isPending={request.isPending} />
    </form>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Sent: the note takes the focus (the form it replaced had it), then the share link to copy or open. */
export function QuoteEmailSent({ result }: { result: QuoteEmailResult }) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const linkId = `${id}-link`;
  const statusId = `${id}-status`;
  // The site's own address: the link works where the visitor is (the e-mail names the configured public address).
  const shareUrl =
    typeof window === 'undefined' ? result.sharePath : new URL(result.sharePath, window.location.href).href;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const copyLink = () => {
    navigator.clipboard.writeText(shareUrl).then(
      () => setCopy('copied'),
      () => {
        setCopy('failed');
        linkRef.current?.select();
      },
    );
  };

  return (
    <div className="grid gap-4">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {QUOTE_EMAIL_FORM_TEXTS.successTitle}
      </h3>
      <p className="text-sm">{QUOTE_EMAIL_FORM_TEXTS.successDescription(result.quoteNumber)}</p>
      <div className="grid gap-2">
        <Label htmlFor={linkId}>{QUOTE_EMAIL_FORM_TEXTS.shareLinkLabel}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={linkRef}
            id={linkId}
            readOnly
            value={shareUrl}
            onFocus={(event) => event.target.select()}
            aria-describedby={statusId}
          />
          <Button type="button" variant="outline" onClick={copyLink}>
            {QUOTE_EMAIL_FORM_TEXTS.copyLink}
          </Button>
        </div>
        <p id={statusId} role="status" className="text-sm text-muted-foreground">
          {copy === 'copied'
            ? QUOTE_EMAIL_FORM_TEXTS.linkCopied
            : copy === 'failed'
              ? QUOTE_EMAIL_FORM_TEXTS.copyFailed
              : QUOTE_EMAIL_FORM_TEXTS.validUntil(formatDate(result.expiresAt))}
        </p>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button>{QUOTE_EMAIL_FORM_TEXTS.close}</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}
