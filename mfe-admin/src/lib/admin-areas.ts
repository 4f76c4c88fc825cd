import { CUSTOMER_NAMES, LEAD_NAMES, ORDER_NAMES } from '@stairs/contracts';
import { CONTACT_MESSAGE_TEXTS } from './contact-messages';
import { PHONE_LEAD_LIST_TEXTS } from './leads';
import { QUOTE_REQUEST_LIST_TEXTS } from './quote-requests';

/** Tabs of /admin in the order of the numbered overview (docs/product.md §2). */
export const ADMIN_TABS = [
  {
    value: 'conversions',
    label: 'Conversions',
    description: `Heutige Kalkulationen, ${LEAD_NAMES.contactMessage.many} und ${LEAD_NAMES.phoneLead.many}, dazu der Verlauf über 30 Tage`,
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
  {
    value: 'phone-leads',
    label: PHONE_LEAD_LIST_TEXTS.title,
    description: `${LEAD_NAMES.phoneLead.many} aus den Kalkulatoren`,
  },
  {
    value: 'contact-messages',
    label: CONTACT_MESSAGE_TEXTS.title,
    description: 'Nachrichten aus dem Kontaktformular der Startseite',
  },
  {
    value: 'quote-requests',
    label: QUOTE_REQUEST_LIST_TEXTS.title,
    description: `${LEAD_NAMES.quoteRequest.many} mit Status`,
  },
  {
    value: 'customers',
    label: CUSTOMER_NAMES.many,
    description: 'Eine Person über alle Kanäle: Verlauf, Zusammenführen, Trennen, Datenauskunft',
  },
  {
    value: 'orders',
    label: ORDER_NAMES.many,
    description: 'Online angenommene Angebote: Besichtigung, Auftrag, Abschluss',
  },
  { value: 'google-ads', label: 'Google Ads', description: 'Planungswerte für die Werbekampagnen' },
  {
    value: 'erp-sync',
    label: 'ERP-Synchronisation',
    description: 'Signierte Webhooks an das ERP-System und CSV-Export für Excel',
  },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

export function isAdminTab(value: string): value is AdminTab {
  return ADMIN_TABS.some((tab) => tab.value === value);
}

/** The tabs of the one price form; 'Preise speichern' shows only under them (docs/decisions.md, "Admin"). */
export const PRICE_TABS: readonly AdminTab[] = ['concrete-prices', 'renovation-prices'];

/**
 * The integrations box (docs/product.md §2): the three integrations, each with the admin tab that runs it; the
 * box shows what each has done so far (components/Integrations.tsx, lib/integrations.ts).
 */
export const INTEGRATIONS: readonly {
  title: string;
  description: string;
  tab: 'erp-sync' | 'orders' | 'customers';
}[] = [
  {
    title: 'ERP-Synchronisation',
    description: 'Aufträge, Anfragen und Kunden per signiertem Webhook an das ERP-System melden.',
    tab: 'erp-sync',
  },
  {
    title: 'Bestellseite',
    description:
      'Angebote online annehmen: Adresse, Wunschtermine für die Besichtigung, Unterschrift; Bestätigung mit WhatsApp-Link.',
    tab: 'orders',
  },
  {
    title: 'Automatischer Datenabgleich',
    description:
      'Anfragen, Kontaktnachrichten und Angebote per E-Mail-Adresse und Telefonnummer zu einer Person zusammenführen.',
    tab: 'customers',
  },
];
