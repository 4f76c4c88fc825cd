import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  FORM_ACTIONS,
  GALLERY_PRICE_CHECK_SERVICES,
  PRICE_CHECK_FORM_TEXTS,
  type GalleryPriceCheckService,
} from '@stairs/contracts';
import { Button, DialogFooter, FieldError, InputField, SelectField, TextareaField, toast } from '@stairs/ui';
import { HoneypotField, showCallFailure, spamSignals } from '@stairs/site';
import { useGalleryQuoteRequest } from '../hooks/useGalleryQuoteRequest';
import {
  EMPTY_QUOTE_FORM,
  QUOTE_FAILURE_MESSAGE,
  buildQuoteRequest,
  type QuoteFormValues,
} from '../lib/quote-request';

const SERVICE_ENTRIES = GALLERY_PRICE_CHECK_SERVICES.map(
  (service) => [service, PRICE_CHECK_FORM_TEXTS.serviceLabels[service]] as const,
);

export type QuoteField = keyof QuoteFormValues;

/**
 * 'Preisprüfung anfordern': the gallery's price-check form (docs/product.md §2, §5, §7, §8), in the viewer's dialog
 * and on the project's own page (where a visitor without script sends it and gets it back with the server's
 * message under each field).
 */
export function QuoteRequestForm({
  galleryNumber,
  header,
  initialValues = EMPTY_QUOTE_FORM,
  initialErrors = {},
  onSent,
  onCancel,
}: {
  galleryNumber: string;
  /** Above the fields: the dialog's title, or nothing on the project's page (its card has it). */
  header?: ReactNode;
  initialValues?: QuoteFormValues;
  /** The server's message per field (the page server's answer to a post without script). */
  initialErrors?: Partial<Record<QuoteField, string>>;
  /** The API took the request (the success toast is shown). */
  onSent: () => void;
  /** A cancel button (the dialog's). */
  onCancel?: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<QuoteFormValues>(initialValues);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [fieldErrors, setFieldErrors] = useState(initialErrors);
  const mutation = useGalleryQuoteRequest({
    onSuccess: (_response, body) => {
      toast({
        title: PRICE_CHECK_FORM_TEXTS.successTitle,
        description: PRICE_CHECK_FORM_TEXTS.successDescription(body.galleryNumber),
        variant: 'success',
      });
      onSent();
    },
    onError: (error) => showCallFailure(error, QUOTE_FAILURE_MESSAGE),
  });
  const pending = mutation.isPending;

  const set = (field: QuoteField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    if (invalid.has(field)) {
      setInvalid((current) => new Set([...current].filter((f) => f !== field)));
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const result = buildQuoteRequest(galleryNumber, values);
    if (!result.ok) {
      setError(result.message);
      setInvalid(new Set(result.missing));
      return;
    }
    setError(null);
    setInvalid(new Set());
    mutation.mutate({ ...result.body, ...spamSignals(event.currentTarget) });
  };

  const errorId = `${id}-error`;
  const fieldProps = (field: string) =>
    invalid.has(field) ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  return (
    // A real form with the API's names, like every public form; alive, it is sent as JSON in place.
    <form
      method="post"
      action={FORM_ACTIONS.galleryPriceCheck}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
    >
      <input type="hidden" name="galleryNumber" value={galleryNumber} />
      {header}

      <InputField
        label={PRICE_CHECK_FORM_TEXTS.labels.customerName}
        name="customerName"
        autoComplete="name"
        value={values.name}
        onChange={(e) => set('name')(e.target.value)}
        disabled={pending}
        required
        error={fieldErrors.name}
        {...fieldProps('name')}
      />
      <InputField
        label={PRICE_CHECK_FORM_TEXTS.labels.customerEmail}
        name="customerEmail"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => set('email')(e.target.value)}
        disabled={pending}
        required
        error={fieldErrors.email}
        {...fieldProps('email')}
      />
      <InputField
        label={PRICE_CHECK_FORM_TEXTS.labels.customerPhone}
        name="customerPhone"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={(e) => set('phone')(e.target.value)}
        disabled={pending}
        error={fieldErrors.phone}
      />
      <SelectField
        label={PRICE_CHECK_FORM_TEXTS.labels.requestedService}
        name="requestedService"
        value={values.service === '' ? undefined : (values.service as GalleryPriceCheckService)}
        onValueChange={set('service')}
        options={SERVICE_ENTRIES}
        placeholder={PRICE_CHECK_FORM_TEXTS.servicePlaceholder}
        disabled={pending}
        required
        invalid={invalid.has('service')}
        describedBy={errorId}
        error={fieldErrors.service}
      />
      <TextareaField
        label={PRICE_CHECK_FORM_TEXTS.labels.message}
        name="message"
        rows={4}
        value={values.message}
        onChange={(e) => set('message')(e.target.value)}
        disabled={pending}
        placeholder={PRICE_CHECK_FORM_TEXTS.messagePlaceholder}
        error={fieldErrors.message}
      />

      <FieldError id={errorId}>{error}</FieldError>
      <HoneypotField />

      <DialogFooter>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Abbrechen
          </Button>
        ) : null}
        <Button type="submit" disabled={pending}>
          {pending ? 'Wird gesendet...' : PRICE_CHECK_FORM_TEXTS.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}
