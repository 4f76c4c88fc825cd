import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  FORM_ACTIONS,
  formatDate,
  ORDER_PAGE_TEXTS,
  orderPagePath,
  QUOTE_EMAIL_FORM_TEXTS,
  type QuoteEmailResult,
} from '@stairs/contracts';
import { Button, DialogClose, DialogFooter, FieldError, Input, InputField, Label } from '@stairs/ui';
import { FormErrorSummary, spamSignals } from '@stairs/site';
import { useQuoteEmailRequest } from '../hooks/useLeadRequests';
import type { AnyCalculation } from '../lib/calculations';
import { checkQuoteEmail, type QuoteEmailField } from '../lib/leads';
import { LeadDialogFooter, LeadForm, useFollowUpAnswer, useInPage } from './LeadDialog';

const ACTION = FORM_ACTIONS.quoteEmail;
const LABELS = {
  email: QUOTE_EMAIL_FORM_TEXTS.emailLabel,
  contactConsent: QUOTE_EMAIL_FORM_TEXTS.consentLabel,
};

/**
 * The form of 'Angebot per E-Mail erhalten' (issue 21): an address and the consent to be contacted (unticked);
 * after sending, the dialog shows the quote's share link with a copy button instead of closing, since the link is
 * what the visitor keeps from it. Sent without script, the result page comes back with the values and messages,
 * or the thank-you page (QuoteEmailSentPage) shows the link.
 */
export function QuoteEmailForm({ calculation }: { calculation: AnyCalculation }) {
  const answer = useFollowUpAnswer(ACTION);
  const [values, setValues] = useState({
    email: answer?.values.email ?? '',
    contactConsent: answer?.values.contactConsent === 'true',
  });
  const [errors, setErrors] = useState<Partial<Record<QuoteEmailField, string>>>(() => ({
    email: answer?.errors.email,
    contactConsent: answer?.errors.contactConsent,
  }));
  const [sent, setSent] = useState<QuoteEmailResult | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const request = useQuoteEmailRequest();
  const id = useId();
  const consentId = `${id}-consent`;
  const consentErrorId = `${id}-consent-error`;

  if (sent) return <QuoteEmailSent result={sent} />;

  // A changed field loses its message; the other keeps its own until the next send.
  const edit = <F extends QuoteEmailField>(field: F, value: (typeof values)[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkQuoteEmail(calculation, values.email, values.contactConsent);
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
    <LeadForm action={ACTION} calculation={calculation} onSubmit={handleSubmit} noValidate>
      {answer ? <FormErrorSummary errors={errors} labels={LABELS} /> : null}
      <InputField
        label={QUOTE_EMAIL_FORM_TEXTS.emailLabel}
        error={errors.email}
        ref={emailRef}
        name="email"
        type="email"
        autoComplete="email"
        placeholder={QUOTE_EMAIL_FORM_TEXTS.emailPlaceholder}
        required
        value={values.email}
        onChange={(event) => edit('email', event.target.value)}
      />
      <div className="grid gap-2">
        <label htmlFor={consentId} className="flex cursor-pointer items-start gap-3 text-sm">
          <input
            ref={consentRef}
            id={consentId}
            name="contactConsent"
            type="checkbox"
            value="true"
            required
            checked={values.contactConsent}
            onChange={(event) => edit('contactConsent', event.target.checked)}
            aria-invalid={errors.contactConsent ? true : undefined}
            aria-describedby={errors.contactConsent ? consentErrorId : undefined}
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
          <span>{QUOTE_EMAIL_FORM_TEXTS.consentLabel}</span>
        </label>
        <FieldError id={consentErrorId}>{errors.contactConsent}</FieldError>
      </div>
      <LeadDialogFooter submitLabel={QUOTE_EMAIL_FORM_TEXTS.submit} isPending={request.isPending} />
    </LeadForm>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Sent: the note takes the focus (the form it replaced had it), then the share link to copy or open. */
export function QuoteEmailSent({ result }: { result: QuoteEmailResult }) {
  const inPage = useInPage();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="grid gap-4">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {QUOTE_EMAIL_FORM_TEXTS.successTitle}
      </h3>
      <p className="text-sm">{QUOTE_EMAIL_FORM_TEXTS.successDescription(result.quoteNumber)}</p>
      <QuoteShareLink share={result}>
        {inPage ? null : (
          <DialogClose asChild>
            <Button>{QUOTE_EMAIL_FORM_TEXTS.close}</Button>
          </DialogClose>
        )}
      </QuoteShareLink>
    </div>
  );
}

/**
 * An e-mailed quote's share link to copy (the site's own address: the link works where the visitor is; the e-mail
 * names the configured public address), until when it works, and 'Angebot annehmen' (the order page is opened by
 * the share token alone, as the e-mail's link does). In the dialog and on the thank-you page without script.
 */
export function QuoteShareLink({
  share,
  children,
}: {
  share: Pick<QuoteEmailResult, 'sharePath' | 'expiresAt'>;
  /** Buttons after 'Angebot annehmen' (the dialog's close). */
  children?: ReactNode;
}) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const linkRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const linkId = `${id}-link`;
  const statusId = `${id}-status`;
  const shareUrl =
    typeof window === 'undefined' ? share.sharePath : new URL(share.sharePath, window.location.href).href;

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
    <>
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
              : QUOTE_EMAIL_FORM_TEXTS.validUntil(formatDate(share.expiresAt))}
        </p>
      </div>
      <DialogFooter>
        <Button asChild variant="outline">
          <a href={orderPagePath(share.sharePath.split('/').at(-1) ?? '')}>{ORDER_PAGE_TEXTS.action}</a>
        </Button>
        {children}
      </DialogFooter>
    </>
  );
}
