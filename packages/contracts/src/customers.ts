/**
 * One customer across every channel (docs/decisions.md "Customers"): the site's records of one person —
 * contact messages, phone leads, quote requests, quote e-mails, orders — matched by e-mail address and phone number in
 * the background. Each record is a touchpoint of exactly one customer.
 */

import { ORDER_NAMES } from './vocabulary';

/** The kinds of record a customer is built from; a new channel is one more entry. */
export const TOUCHPOINT_KINDS = [
  'contact-message',
  'phone-lead',
  'quote-request',
  'quote-email',
  'order',
] as const;
export type TouchpointKind = (typeof TOUCHPOINT_KINDS)[number];

export const TOUCHPOINT_KIND_LABELS: Record<TouchpointKind, string> = {
  'contact-message': 'Kontaktanfrage',
  'phone-lead': 'Rückrufwunsch',
  'quote-request': 'Angebotsanfrage',
  'quote-email': 'Angebot per E-Mail',
  order: ORDER_NAMES.one,
};

/**
 * Why a touchpoint belongs to its customer: the matcher found the same e-mail address, phone number or both;
 * 'new' started a customer; 'operator' is a manual decision (merge or split) the matcher never undoes.
 */
export const TOUCHPOINT_MATCHES = ['email', 'phone', 'email-phone', 'new', 'operator'] as const;
export type TouchpointMatch = (typeof TOUCHPOINT_MATCHES)[number];

export const TOUCHPOINT_MATCH_LABELS: Record<TouchpointMatch, string> = {
  email: 'gleiche E-Mail-Adresse',
  phone: 'gleiche Telefonnummer',
  'email-phone': 'gleiche E-Mail-Adresse und Telefonnummer',
  new: 'erster Kontakt',
  operator: 'von Hand zugeordnet',
};

/** A row of the 'Kunden' list: who, and their latest step. */
export interface CustomerSummary {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  lastTouchpointKind: TouchpointKind;
  lastTouchpointAt: string;
  touchpointCount: number;
}

/** `?limit&cursor&search` of the customer list; search looks in name, e-mail and phone (any notation). */
export interface CustomerListQuery {
  limit?: number;
  cursor?: string;
  search?: string;
}

/** One step on a customer's timeline, with what the operator needs to find the underlying record. */
export interface CustomerTouchpoint {
  kind: TouchpointKind;
  /** The underlying record's id (in its own admin tab). */
  id: string;
  occurredAt: string;
  matchedBy: TouchpointMatch;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** A short line about the record: the start of a message, a service, a quote number. */
  summary: string;
}

export interface CustomerDetail extends CustomerSummary {
  /** Newest first. */
  touchpoints: CustomerTouchpoint[];
}

export interface CustomerMergeRequest {
  /** The customer whose touchpoints move to the one in the path; it is gone afterwards. */
  otherCustomerId: string;
}

export interface CustomerSplitRequest {
  kind: TouchpointKind;
  id: string;
}

/** The customer a merge kept or a split created. */
export interface CustomerChange {
  success: true;
  customerId: string;
}

export const CUSTOMER_LIMITS = { searchMaxLength: 100 } as const;

export const CUSTOMER_MESSAGES = {
  notFound: 'Der Kunde wurde nicht gefunden.',
  otherNotFound: 'Der Kunde, der zusammengeführt werden soll, wurde nicht gefunden.',
  mergeSelf: 'Ein Kunde kann nicht mit sich selbst zusammengeführt werden.',
  otherIdInvalid: 'Bitte wählen Sie den Kunden, der zusammengeführt werden soll (ungültige ID).',
  touchpointKindInvalid: `Die Art des Kontakts muss eine der folgenden sein: ${TOUCHPOINT_KINDS.join(', ')}.`,
  touchpointIdInvalid: 'Ungültige ID des Kontakts.',
  touchpointNotFound: 'Dieser Kontakt gehört nicht zu diesem Kunden.',
  splitLast: 'Der einzige Kontakt eines Kunden kann nicht abgetrennt werden.',
  searchInvalid: `Der Suchbegriff darf höchstens ${CUSTOMER_LIMITS.searchMaxLength} Zeichen lang sein.`,
} as const;
