/** The operations console (/external-admin): the health of the site's parts and its outboxes' backlog. */
import { LEAD_NAMES, ORDER_NAMES } from './vocabulary';

/** 'unknown': nobody can tell right now (Chromium is checked by the worker, and no worker reports). */
export type OperationsPartStatus = 'up' | 'down' | 'unknown';

/** The parts the console reports on, in its order, with their names. */
export const OPERATIONS_PART_LABELS = {
  postgres: 'Datenbank (Postgres)',
  redis: 'Redis (Warteschlangen, Sitzungen)',
  worker: 'Worker (Hintergrundaufgaben)',
  chromium: 'Chromium (PDF-Erstellung)',
} as const;
export type OperationsPart = keyof typeof OPERATIONS_PART_LABELS;
export const OPERATIONS_PARTS = Object.keys(OPERATIONS_PART_LABELS) as readonly OperationsPart[];

export const OPERATIONS_STATUS_LABELS: Record<OperationsPartStatus, string> = {
  up: 'In Ordnung',
  down: 'Gestört',
  unknown: 'Unbekannt',
};

export interface OperationsPartHealth {
  status: OperationsPartStatus;
  /** One German sentence: what was checked and what came back. */
  detail: string;
}

/** The outboxes (backend/src/jobs/outboxes.ts): rows whose job must still run. */
export const OUTBOX_LABELS = {
  quoteDocuments: 'Kostenvoranschläge (HTML und PDF)',
  quoteEmails: 'Kostenvoranschläge per E-Mail an Besucher',
  orderConfirmations: 'Auftragsbestätigungen an Besucher',
  orderNotifications: 'E-Mails zu neuen Aufträgen',
  orderVisitMails: 'Kalendereinladungen zur Besichtigung',
  phoneLeadNotifications: `E-Mails zu ${LEAD_NAMES.phoneLead.many}`,
  quoteRequestNotifications: `E-Mails zu ${LEAD_NAMES.quoteRequest.many}`,
  contactMessageNotifications: `E-Mails zu ${LEAD_NAMES.contactMessage.many}`,
  galleryImageOptimizations: 'Optimierung der Galeriebilder',
  blogPhotoDrafts: 'Blog-Entwürfe aus Fotos (KI-Text)',
  blogDraftNotifications: 'E-Mails zu Blog-Entwürfen',
  objectDeletions: 'Löschen gespeicherter Bilddateien',
  contactMessageCustomerMatching: `Kundenabgleich: ${LEAD_NAMES.contactMessage.many}`,
  phoneLeadCustomerMatching: `Kundenabgleich: ${LEAD_NAMES.phoneLead.many}`,
  quoteRequestCustomerMatching: `Kundenabgleich: ${LEAD_NAMES.quoteRequest.many}`,
  quoteEmailCustomerMatching: 'Kundenabgleich: Angebote per E-Mail',
  orderCustomerMatching: `Kundenabgleich: ${ORDER_NAMES.many}`,
  webhookDeliveries: 'Webhooks an das ERP-System',
} as const;
export type OutboxName = keyof typeof OUTBOX_LABELS;

export interface OutboxBacklog {
  outbox: OutboxName;
  label: string;
  /** Rows created whose job is not done. */
  open: number;
  /** Of these, rows whose job never reached Redis (the sweep adds them). */
  notQueued: number;
  /** When the oldest open row was created (ISO), null when none is open. */
  oldestOpenSince: string | null;
}

/** Quotes e-mailed to visitors today (Vienna) against the daily limits that keep the site from mail-bombing. */
export interface QuoteEmailDay {
  /** Today in Vienna, YYYY-MM-DD. */
  date: string;
  /** E-mails accepted today (each sends the PDF once). */
  sent: number;
  /** Requests refused today by either limit. */
  refused: number;
  /** The site's limit per day (QUOTE_EMAILS_PER_DAY). */
  perDay: number;
  /** The limit per recipient address and day (QUOTE_EMAILS_PER_RECIPIENT_PER_DAY). */
  perRecipient: number;
}

/** Answer of GET /api/admin/operations/health (admin only; always 200, the parts say what is down). */
export interface OperationsHealthReport {
  checkedAt: string;
  parts: Record<OperationsPart, OperationsPartHealth>;
  /** Null when Postgres cannot be read. */
  outboxes: OutboxBacklog[] | null;
  /** The web inbox of the mail catcher that receives the site's e-mails (MAIL_INBOX_URL); null when there is none. */
  mailInboxUrl: string | null;
  /** Null when Redis cannot be read. */
  quoteEmails: QuoteEmailDay | null;
  /** Whether the API serves its OpenAPI docs (API_DOCS=true): the console links to them only then. */
  apiDocs: boolean;
}
