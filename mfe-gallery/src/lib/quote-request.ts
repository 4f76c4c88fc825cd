import {
  GALLERY_PRICE_CHECK_SERVICES,
  LEAD_MESSAGES,
  type GalleryPriceCheckService,
} from '@stairs/contracts';
import { type GalleryQuoteRequestBody } from './types';

export const QUOTE_REQUIRED_FIELDS_MESSAGE = LEAD_MESSAGES.requiredFieldsMissing;
export const QUOTE_FAILURE_MESSAGE = 'Fehler beim Senden der Anfrage. Versuchen Sie es erneut.';

export interface QuoteFormValues {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
}

export const EMPTY_QUOTE_FORM: QuoteFormValues = { name: '', email: '', phone: '', service: '', message: '' };

/** Each field's name in the posted form and the API's body. */
export const QUOTE_POSTED_FIELDS = {
  name: 'customerName',
  email: 'customerEmail',
  phone: 'customerPhone',
  service: 'requestedService',
  message: 'message',
} as const satisfies Record<keyof QuoteFormValues, keyof GalleryQuoteRequestBody>;

/** The form's state from what a visitor sent without script (the API's field names), for the page that answers. */
export function quoteFormValuesOf(sent: Readonly<Record<string, string>>): QuoteFormValues {
  const value = (field: keyof QuoteFormValues) => sent[QUOTE_POSTED_FIELDS[field]] ?? '';
  return {
    name: value('name'),
    email: value('email'),
    phone: value('phone'),
    service: value('service'),
    message: value('message'),
  };
}

/** Each field's message from the API's answer (its field names), by the form's fields. */
export function quoteFormErrorsOf(
  errors: Readonly<Record<string, string>>,
): Partial<Record<keyof QuoteFormValues, string>> {
  return Object.fromEntries(
    Object.entries(QUOTE_POSTED_FIELDS)
      .filter(([, name]) => errors[name] !== undefined)
      .map(([field, name]) => [field, errors[name]]),
  );
}

export function isQuoteService(value: string): value is GalleryPriceCheckService {
  return (GALLERY_PRICE_CHECK_SERVICES as readonly string[]).includes(value);
}

export type QuoteFormResult =
  | { ok: true; body: GalleryQuoteRequestBody }
  | { ok: false; message: string; missing: Array<'name' | 'email' | 'service'> };

/**
 * Checks the price-check form (docs/product.md §5): name, e-mail and service are required; phone and message are
 * optional (sent as null when empty). The e-mail has no format check beyond the field's type.
 */
export function buildQuoteRequest(galleryNumber: string, values: QuoteFormValues): QuoteFormResult {
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  const message = values.message.trim();
  const missing: Array<'name' | 'email' | 'service'> = [];
  if (!name) missing.push('name');
  if (!email) missing.push('email');
  if (!isQuoteService(values.service)) missing.push('service');
  if (missing.length > 0 || !isQuoteService(values.service)) {
    return { ok: false, message: QUOTE_REQUIRED_FIELDS_MESSAGE, missing };
  }
  return {
    ok: true,
    body: {
      galleryNumber,
      customerName: name,
      customerEmail: email,
      customerPhone: phone || null,
      requestedService: values.service,
      message: message || null,
    },
  };
}
