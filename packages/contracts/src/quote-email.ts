/**
 * 'Angebot per E-Mail erhalten' on a calculation's result: the visitor leaves an e-mail address and consent to be
 * contacted; the worker mails the quote as a PDF (the mail outbox) and the operator gets the lead. The quote document
 * gets a share link (an unguessable token) that opens it without a session for QUOTE_SHARE_VALIDITY_DAYS.
 */
import { API } from './api/api-table';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from './contact';
import { FORM_PAGE_TEXTS } from './form-texts';
import { LEAD_MESSAGES } from './leads';
import { QUOTE_VALIDITY_DAYS } from './pricing';
import { type QuoteRequestService } from './vocabulary';
import { type CalculationType } from './calculators';

/** The share link lives as long as the quote is valid. */
export const QUOTE_SHARE_VALIDITY_DAYS = QUOTE_VALIDITY_DAYS;

/** The service name of the quote request (the operator's lead) an e-mailed quote makes. */
export const QUOTE_EMAIL_SERVICE = 'angebot_per_email' satisfies QuoteRequestService;

export const QUOTE_EMAIL_LIMITS = { emailMaxLength: CONTACT_LIMITS.emailMaxLength } as const;

/** Body of POST /api/quote-email (and the fields of its form: contactConsent is a checkbox sending "true"). */
export interface QuoteEmailRequest {
  calculationId: string;
  email: string;
  contactConsent: boolean;
}

/** Answer of POST /api/quote-email: the share link's path on this site and when it expires (ISO). */
export interface QuoteEmailResult {
  success: true;
  message: string;
  quoteNumber: string;
  sharePath: string;
  expiresAt: string;
}

/** An e-mailed quote by its share token (GET /api/quote-email/:token): its thank-you page's data. */
export interface QuoteEmailSentQuote {
  quoteNumber: string;
  sharePath: string;
  expiresAt: string;
  /** The calculation's result page is its way back. */
  type: CalculationType;
  calculationId: string;
}

export const QUOTE_EMAIL_MESSAGES = {
  emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  emailInvalid: CONTACT_MESSAGES.emailInvalid,
  emailTooLong: CONTACT_MESSAGES.emailTooLong,
  consentRequired: 'Bitte stimmen Sie zu, dass wir Sie zu Ihrem Kostenvoranschlag kontaktieren dürfen.',
  calculationIdInvalid: LEAD_MESSAGES.calculationIdInvalid,
  calculationNotFound: FORM_PAGE_TEXTS.calculationNotFound,
  stored: 'Ihr Kostenvoranschlag ist unterwegs! Bitte sehen Sie in Ihrem Postfach nach.',
  failed: 'Der Kostenvoranschlag konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  /**
   * A daily limit (per recipient or of the whole site, docs/decisions.md) refused the e-mail: one text for both, so
   * the answer never tells whether an address was sent to before.
   */
  sendingUnavailable:
    'Der Versand per E-Mail ist derzeit nicht möglich. Bitte öffnen Sie den Kostenvoranschlag hier auf der Seite oder rufen Sie uns an.',
  /** The share link's pages: a token that names no quote, and one whose time is up. */
  shareNotFound: 'Dieser Link ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig kopiert haben.',
  shareExpired: `Dieser Link ist abgelaufen: Ein Kostenvoranschlag ist ${QUOTE_SHARE_VALIDITY_DAYS} Tage gültig. Berechnen Sie Ihren Preis gerne neu.`,
} as const;

/** The dialog of a result and the API's result page (site: mfe-calculators QuoteEmailForm.tsx). */
export const QUOTE_EMAIL_FORM_TEXTS = {
  action: 'Angebot per E-Mail erhalten',
  title: 'Angebot per E-Mail erhalten',
  description: (quoteNumber: string) =>
    `Wir senden Ihnen den Kostenvoranschlag ${quoteNumber} als PDF und melden uns bei Fragen gerne bei Ihnen.`,
  emailLabel: 'Ihre E-Mail-Adresse',
  emailPlaceholder: 'name@beispiel.at',
  consentLabel:
    'Ich bin einverstanden, dass Sie mich zu diesem Kostenvoranschlag per E-Mail kontaktieren. Die Einwilligung kann ich jederzeit widerrufen.',
  submit: 'Angebot senden',
  successTitle: 'Angebot gesendet!',
  successDescription: (quoteNumber: string) =>
    `Der Kostenvoranschlag ${quoteNumber} ist als PDF an Ihre E-Mail-Adresse unterwegs. Mit diesem Link können Sie ihn ${QUOTE_SHARE_VALIDITY_DAYS} Tage lang öffnen und weitergeben:`,
  shareLinkLabel: 'Link zu Ihrem Kostenvoranschlag',
  /** Answer page: from the thank-you page back to the result. */
  backToResult: 'Zurück zum Kostenvoranschlag',
  validUntil: (date: string) => `Der Link ist gültig bis ${date}.`,
  copyLink: 'Link kopieren',
  linkCopied: 'Link kopiert',
  copyFailed: 'Der Link konnte nicht kopiert werden. Bitte markieren und kopieren Sie ihn selbst.',
  close: 'Schließen',
} as const;

/** The share link's path: the token is the whole capability (no id beside it). */
export function quoteSharePath(token: string): string {
  return API.quoteShare.path.replace(':token', encodeURIComponent(token));
}
