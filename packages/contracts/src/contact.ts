/** Contact form of the home page (docs/product.md §3, §5, §7, §8; docs/decisions.md). */

/** Body of POST /api/contact. */
export interface ContactRequest {
  name: string;
  email: string;
  message: string;
}

/** A stored contact message as GET /api/admin/contact-messages lists it (newest first). */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
}

/** Server-side bounds (the spec's form has none; these only stop abuse). */
export const CONTACT_LIMITS = {
  nameMaxLength: 200,
  emailMaxLength: 320,
  messageMaxLength: 5000,
} as const;

export const CONTACT_MESSAGES = {
  allFieldsRequired: 'Bitte füllen Sie alle Felder aus.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  nameTooLong: `Der Name darf höchstens ${CONTACT_LIMITS.nameMaxLength} Zeichen lang sein.`,
  emailTooLong: `Die E-Mail-Adresse darf höchstens ${CONTACT_LIMITS.emailMaxLength} Zeichen lang sein.`,
  messageTooLong: `Die Nachricht darf höchstens ${CONTACT_LIMITS.messageMaxLength} Zeichen lang sein.`,
  /** Shown in the success toast 'Nachricht gesendet!'. */
  stored: 'Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze bei Ihnen.',
  notFound: 'Die Nachricht wurde nicht gefunden.',
} as const;
