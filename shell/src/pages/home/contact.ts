/** Contact form rules and texts (docs/product.md §4, §5, §8). */
import { CONTACT_MESSAGES, type ContactRequest } from '@stairs/contracts';

/** The form's values are the body of POST /api/contact. */
export type ContactMessage = ContactRequest;

export const CONTACT_TEXTS = {
  invalidInputTitle: 'Fehlerhafte Eingabe',
  invalidInput: CONTACT_MESSAGES.allFieldsRequired,
  invalidEmailTitle: 'Ungültige E-Mail',
  invalidEmail: CONTACT_MESSAGES.emailInvalid,
  successTitle: 'Nachricht gesendet!',
  /** The server's own success text, for an answer without a message. */
  successFallback: CONTACT_MESSAGES.stored,
  errorTitle: 'Fehler',
  errorFallback: 'Fehler beim Senden der Nachricht. Bitte versuchen Sie es erneut.',
} as const;

/** The inline text under each field that needs the visitor's attention (the toast says it for the form). */
export const CONTACT_FIELD_ERRORS = {
  name: 'Bitte geben Sie Ihren Namen ein.',
  email: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  message: 'Bitte geben Sie Ihre Nachricht ein.',
} as const;

export type ContactFieldErrors = Partial<Record<keyof ContactMessage, string>>;

export type ContactValidation =
  | { ok: true; message: ContactMessage }
  | {
      ok: false;
      title: string;
      description: string;
      fields: ContactFieldErrors;
      /** The field that takes the focus: the first marked one in the form's order. */
      firstInvalidField: keyof ContactMessage;
    };

/** All three fields required (whitespace alone counts as empty); the e-mail must contain an @. No other bounds. */
export function validateContact(input: ContactMessage): ContactValidation {
  const message = { name: input.name.trim(), email: input.email.trim(), message: input.message.trim() };
  const missing = (Object.keys(CONTACT_FIELD_ERRORS) as (keyof ContactMessage)[]).filter(
    (key) => !message[key],
  );
  const [firstMissing] = missing;
  if (firstMissing) {
    return {
      ok: false,
      title: CONTACT_TEXTS.invalidInputTitle,
      description: CONTACT_TEXTS.invalidInput,
      fields: Object.fromEntries(missing.map((key) => [key, CONTACT_FIELD_ERRORS[key]])),
      firstInvalidField: firstMissing,
    };
  }
  if (!message.email.includes('@')) {
    return {
      ok: false,
      title: CONTACT_TEXTS.invalidEmailTitle,
      description: CONTACT_TEXTS.invalidEmail,
      fields: { email: CONTACT_TEXTS.invalidEmail },
      firstInvalidField: 'email',
    };
  }
  return { ok: true, message };
}
