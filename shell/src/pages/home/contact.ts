/** Contact form rules and texts (docs/product.md §4, §5, §8). */
import { CONTACT_LIMITS, CONTACT_MESSAGES, type ContactRequest } from '@stairs/contracts';

/** The form's values are the body of POST /api/contact. */
export type ContactMessage = ContactRequest;

/** The form's validation and failure texts; its labels, button and success title are CONTACT_FORM_TEXTS. */
export const CONTACT_TEXTS = {
  invalidInputTitle: 'Fehlerhafte Eingabe',
  invalidInput: CONTACT_MESSAGES.allFieldsRequired,
  invalidEmailTitle: 'Ungültige E-Mail',
  invalidEmail: CONTACT_MESSAGES.emailInvalid,
  /** The server's own success text, for an answer without a message. */
  successFallback: CONTACT_MESSAGES.stored,
  errorFallback: 'Fehler beim Senden der Nachricht. Bitte versuchen Sie es erneut.',
  /**
   * The message's limit, said at the field before the visitor writes (never cut off silently). Its figure is
   * written as in CONTACT_MESSAGES.messageTooLong, so hint, countdown and message read alike.
   */
  messageHint: `Höchstens ${CONTACT_LIMITS.messageMaxLength} Zeichen.`,
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

const FIELD_ORDER = ['name', 'email', 'message'] as const satisfies readonly (keyof ContactMessage)[];

/**
 * How long a message is as the API counts it: trimmed, in characters (an emoji is one, not two UTF-16 units).
 */
export function contactMessageLength(message: string): number {
  return Array.from(message.trim()).length;
}

/**
 * All three fields required (whitespace alone counts as empty), the e-mail must contain an @, the message may
 * be CONTACT_LIMITS.messageMaxLength characters long. Every wrong field gets its own text; the toast names the
 * first problem of the form: a missing field, then the e-mail, then the length.
 */
export function validateContact(input: ContactMessage): ContactValidation {
  const message = { name: input.name.trim(), email: input.email.trim(), message: input.message.trim() };
  const fields: ContactFieldErrors = {};
  for (const key of FIELD_ORDER) if (!message[key]) fields[key] = CONTACT_FIELD_ERRORS[key];
  const missing = Object.keys(fields).length > 0;
  if (message.email && !message.email.includes('@')) fields.email = CONTACT_TEXTS.invalidEmail;
  const tooLong = contactMessageLength(message.message) > CONTACT_LIMITS.messageMaxLength;
  if (tooLong) fields.message = CONTACT_MESSAGES.messageTooLong;

  const firstInvalidField = FIELD_ORDER.find((key) => fields[key] !== undefined);
  if (firstInvalidField === undefined) return { ok: true, message };
  const [title, description] = missing
    ? [CONTACT_TEXTS.invalidInputTitle, CONTACT_TEXTS.invalidInput]
    : fields.email !== undefined
      ? [CONTACT_TEXTS.invalidEmailTitle, CONTACT_TEXTS.invalidEmail]
      : [CONTACT_TEXTS.invalidInputTitle, CONTACT_MESSAGES.messageTooLong];
  return { ok: false, title, description, fields, firstInvalidField };
}

/** From this many characters left, the field counts down under the message. */
const MESSAGE_COUNTDOWN_FROM = 500;
/**
 * Where a screen reader hears the countdown: when it falls to 500, 100 and 0 characters left, and when the text
 * goes over the limit (a polite status, not every keystroke; the count itself is in the field's description).
 */
const ANNOUNCED_REMAINING = [MESSAGE_COUNTDOWN_FROM, 100, 0] as const;

export interface MessageLengthState {
  /** Characters left; negative over the limit. */
  remaining: number;
  /** The visible countdown near and over the limit ('Noch 120 Zeichen übrig.'), else undefined. */
  countdown: string | undefined;
  /** Which announced step the text is in: it is announced when this changes. */
  step: number;
}

function remainingText(remaining: number): string {
  if (remaining < 0) return `${-remaining} Zeichen zu viel.`;
  if (remaining === 0) return 'Keine Zeichen mehr übrig.';
  return `Noch ${remaining} Zeichen übrig.`;
}

export function messageLengthState(message: string): MessageLengthState {
  const remaining = CONTACT_LIMITS.messageMaxLength - contactMessageLength(message);
  const step =
    remaining < 0
      ? ANNOUNCED_REMAINING.length + 1
      : ANNOUNCED_REMAINING.filter((at) => remaining <= at).length;
  return {
    remaining,
    countdown: remaining <= MESSAGE_COUNTDOWN_FROM ? remainingText(remaining) : undefined,
    step,
  };
}
