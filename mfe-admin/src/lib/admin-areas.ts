import { CONTACT_MESSAGE_TEXTS } from './contact-messages';

/** Tabs of /admin in the order of the numbered overview (docs/product.md §2). */
export const ADMIN_TABS = [
  {
    value: 'conversions',
    label: 'Conversions',
    description: 'Heutige Kalkulationen, Kontaktanfragen und Telefon-Leads, dazu der Verlauf über 30 Tage',
  },
  {
    value: 'concrete-prices',
    label: 'Betonstufen',
    description: 'Preise für das Verkleiden von Betonstufen (€/m²)',
  },
  {
    value: 'renovation-prices',
    label: 'Renovierung',
    description: 'Preise für die Treppenrenovierung (€/m²)',
  },
  {
    value: 'documents',
    label: 'Kostenvoranschläge',
    description: 'Archiv der HTML- und PDF-Kostenvoranschläge',
  },
  { value: 'phone-leads', label: 'Telefonnummern', description: 'Rückruf-Wünsche aus den Kalkulatoren' },
  {
    value: 'contact-messages',
    label: CONTACT_MESSAGE_TEXTS.title,
    description: 'Nachrichten aus dem Kontaktformular der Startseite',
  },
  { value: 'quote-requests', label: 'Preisprüfung', description: 'Angebotsanfragen mit Status' },
  {
    value: 'orders',
    label: 'Aufträge',
    description: 'Online angenommene Angebote: Besichtigung, Auftrag, Abschluss',
  },
  { value: 'google-ads', label: 'Google Ads', description: 'Planungswerte für die Werbekampagnen' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

export function isAdminTab(value: string): value is AdminTab {
  return ADMIN_TABS.some((tab) => tab.value === value);
}

/** The tabs of the one price form; 'Preise speichern' shows only under them (docs/decisions.md, "Admin"). */
export const PRICE_TABS: readonly AdminTab[] = ['concrete-prices', 'renovation-prices'];

/** Planned integrations, shown as information only (docs/product.md §2). */
export const PLANNED_INTEGRATIONS = [
  {
    title: 'ERP-Synchronisation',
    description: 'Preise, Anfragen und Aufträge mit dem ERP-System abgleichen.',
  },
  {
    title: 'Separate Bestellseite mit WhatsApp',
    description: 'Eine eigene Bestellseite, auf der Kundinnen und Kunden direkt per WhatsApp bestellen.',
  },
  {
    title: 'Automatischer Datenabgleich',
    description: 'Leads, Anfragen und Kostenvoranschläge automatisch zusammenführen.',
  },
] as const;

/** Admin screens this remote links to. */
export const ADMIN_PATHS = {
  admin: '/admin',
  pricing: '/admin-pricing',
  gallery: '/admin-gallery',
} as const;
