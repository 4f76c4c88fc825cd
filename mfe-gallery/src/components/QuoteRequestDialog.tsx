import { useId, useState, type FormEvent } from 'react';
import {
  FORM_ACTIONS,
  GALLERY_PRICE_CHECK_SERVICES,
  PRICE_CHECK_FORM_TEXTS,
  type GalleryPriceCheckService,
} from '@stairs/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FieldError,
  InputField,
  SelectField,
  TextareaField,
  toast,
} from '@stairs/ui';
import { HoneypotField, showCallFailure, spamSignals } from '@stairs/site';
import { useGalleryQuoteRequest } from '../hooks/useGalleryQuoteRequest';
import {
  EMPTY_QUOTE_FORM,
  QUOTE_FAILURE_MESSAGE,
  buildQuoteRequest,
  type QuoteFormValues,
} from '../lib/quote-request';

export interface QuoteRequestDialogProps {
  /** Project the price check is about; the dialog is open while this is set. */
  galleryNumber: string | null;
  projectTitle?: string;
  onClose: () => void;
}

/** 'Preisprüfung anfordern': the gallery price-check form (docs/product.md §2, §5, §7, §8). */
export function QuoteRequestDialog({ galleryNumber, projectTitle, onClose }: QuoteRequestDialogProps) {
  return (
    <Dialog open={galleryNumber !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {galleryNumber !== null && (
          // Keyed by project: the form starts empty for every project.
          <QuoteRequestForm
            key={galleryNumber}
            galleryNumber={galleryNumber}
            projectTitle={projectTitle}
            onDone={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

const SERVICE_ENTRIES = GALLERY_PRICE_CHECK_SERVICES.map(
  (service) => [service, PRICE_CHECK_FORM_TEXTS.serviceLabels[service]] as const,
);

/** The dialog's form (exported for its render tests: a closed dialog renders nothing). */
export function QuoteRequestForm({
  galleryNumber,
  projectTitle,
  onDone,
}: {
  galleryNumber: string;
  projectTitle?: string;
  onDone: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<QuoteFormValues>(EMPTY_QUOTE_FORM);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const mutation = useGalleryQuoteRequest({
    onSuccess: (_response, body) => {
      toast({
        title: PRICE_CHECK_FORM_TEXTS.successTitle,
        description: PRICE_CHECK_FORM_TEXTS.successDescription(body.galleryNumber),
        variant: 'success',
      });
      onDone();
    },
    onError: (error) => showCallFailure(error, QUOTE_FAILURE_MESSAGE),
  });
  const pending = mutation.isPending;

  const set = (field: keyof QuoteFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
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
      <DialogHeader>
        <DialogTitle>{PRICE_CHECK_FORM_TEXTS.title}</DialogTitle>
        <DialogDescription>
          {PRICE_CHECK_FORM_TEXTS.description(galleryNumber, projectTitle)}
        </DialogDescription>
      </DialogHeader>

      <InputField
        label={PRICE_CHECK_FORM_TEXTS.labels.customerName}
        name="customerName"
        autoComplete="name"
        value={values.name}
        onChange={(e) => set('name')(e.target.value)}
        disabled={pending}
        required
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
      />
      <TextareaField
        label={PRICE_CHECK_FORM_TEXTS.labels.message}
        name="message"
        rows={4}
        value={values.message}
        onChange={(e) => set('message')(e.target.value)}
        disabled={pending}
        placeholder={PRICE_CHECK_FORM_TEXTS.messagePlaceholder}
      />

      <FieldError id={errorId}>{error}</FieldError>
      <HoneypotField />

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          Abbrechen
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Wird gesendet...' : PRICE_CHECK_FORM_TEXTS.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}
