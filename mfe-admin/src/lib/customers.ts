import {
  CUSTOMER_NAMES,
  type CustomerSummary,
  LEAD_NAMES,
  ORDER_NAMES,
  type PersonalDataErasure,
  TOUCHPOINT_KIND_LABELS,
  type TouchpointKind,
  WEBHOOK_EVENT_LABELS,
} from '@stairs/contracts';
import { type AdminTab } from './admin-areas';
import { formatAdminDate } from './format';
import { keptOrdersClause } from './personal-data';

/** The 'Kunden' tab's texts. */
export const CUSTOMER_TEXTS = {
  title: CUSTOMER_NAMES.many,
  loadFailed: 'Die Kunden konnten nicht geladen werden.',
  empty: 'Noch keine Kunden: Sie entstehen aus Anfragen, Telefonnummern und Kontaktnachrichten.',
  searchLabel: 'Suche (Name, E-Mail-Adresse oder Telefonnummer)',
  open: (customer: CustomerSummary) => `Kunde ${customerName(customer)} öffnen`,
  back: 'Zur Kundenliste',
  detailLoadFailed: 'Der Kunde konnte nicht geladen werden.',
  timeline: 'Verlauf',
  openRecord: 'Im Tab anzeigen',
  split: 'Trennen',
  splitTitle: 'Kontakt abtrennen?',
  splitDescription: (label: string) =>
    `${label} wird ein eigener Kunde. Der automatische Abgleich ordnet ihn nicht wieder zu.`,
  splitDone: 'Kontakt abgetrennt',
  splitFailed: 'Der Kontakt konnte nicht abgetrennt werden.',
  merge: 'Zusammenführen',
  mergeSearchLabel: 'Anderen Kunden suchen, der dieselbe Person ist',
  mergeTitle: 'Kunden zusammenführen?',
  mergeDescription: (other: CustomerSummary, kept: string) =>
    `Alle Kontakte von ${customerName(other)} werden zu ${kept} verschoben; ${customerName(other)} entfällt.`,
  mergeDone: WEBHOOK_EVENT_LABELS['customers.merged'],
  mergeFailed: 'Die Kunden konnten nicht zusammengeführt werden.',
  exportData: 'Daten exportieren',
  exportFailed: 'Die Daten konnten nicht exportiert werden.',
  eraseTitle: 'Alle Daten dieses Kunden löschen?',
  eraseDescription: (name: string) =>
    `Alle ${LEAD_NAMES.contactMessage.many}, ${LEAD_NAMES.phoneLead.many}, ${LEAD_NAMES.quoteRequest.many} und per E-Mail gesendeten Angebote von ${name} werden gelöscht; ${ORDER_NAMES.many} bleiben ohne Personendaten erhalten.`,
  erased: 'Kundendaten gelöscht',
  erasedDescription: ({ orders, ...deleted }: PersonalDataErasure['erased']) =>
    `${Object.values(deleted).reduce((sum, n) => sum + n, 0)} Einträge wurden gelöscht${keptOrdersClause(orders)}.`,
  eraseFailed: 'Die Kundendaten konnten nicht gelöscht werden.',
} as const;

/** Where the operator finds each kind of record: its existing tab (quote e-mails: the quote archive). */
export const TOUCHPOINT_TABS: Record<TouchpointKind, AdminTab> = {
  'contact-message': 'contact-messages',
  'phone-lead': 'phone-leads',
  'quote-request': 'quote-requests',
  'quote-email': 'documents',
  order: 'orders',
};

/** How a customer is called on screen: the name, else the address, else the number. */
export function customerName(customer: Pick<CustomerSummary, 'name' | 'email' | 'phone'>): string {
  return customer.name ?? customer.email ?? customer.phone ?? 'Ohne Angaben';
}

/** 'Kontaktanfrage · 03.02.2026, 14:05': the latest step as the list shows it. */
export function latestStep(customer: CustomerSummary): string {
  return `${TOUCHPOINT_KIND_LABELS[customer.lastTouchpointKind]} · ${formatAdminDate(customer.lastTouchpointAt)}`;
}
