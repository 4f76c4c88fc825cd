import { CONTACT_FORM_NAME, type ConversionEventKind, LEAD_NAMES } from '@stairs/contracts';

/**
 * The Google Ads tab's planning figures (docs/product.md §9, "Google Ads panel"). They are a campaign plan, not
 * what the site reports: the conversion values the site sends with each conversion are `CONVERSION_VALUES`
 * (`@stairs/site`), shown beside the planned ones. Amounts in the Austrian order of the site's euro format
 * (docs/decisions.md: '€ 390,00').
 */
export interface AdsPlanItem {
  label: string;
  value: string;
}

export interface AdsPlanGroup {
  title: string;
  items: readonly AdsPlanItem[];
}

export const ADS_PLAN_TEXTS = {
  heading: 'Google Ads – Planung',
  lead: 'Planungswerte für die Kampagnen, nur zur Information.',
  conversionsTitle: 'Conversion-Werte',
  conversionsNote:
    'Geplant ist der Wert, mit dem eine Kampagne kalkuliert wird; gesendet der Wert, den die Website bei jeder Conversion an Google Ads meldet (nur mit Marketing-Einwilligung).',
  planned: 'Geplant',
  sent: 'Gesendet',
} as const;

export const ADS_PLAN: readonly AdsPlanGroup[] = [
  {
    title: 'Budget und Zielgebiet',
    items: [
      { label: 'Tagesbudget', value: '€ 30–50' },
      { label: 'Zielgebiet', value: 'Wien + 25 km' },
      { label: 'Ziel-Kosten pro Lead', value: '€ 15–25' },
      { label: 'Budgetaufteilung', value: '40 % / 35 % / 25 %' },
    ],
  },
  {
    title: 'Ziele',
    items: [
      { label: 'Leads pro Monat', value: '40–60' },
      { label: 'Klickrate (CTR)', value: 'über 3 %' },
      { label: 'Conversion-Rate', value: 'über 5 %' },
      { label: 'ROAS', value: 'über 300 %' },
    ],
  },
];

/** The planned value of each conversion kind (euros), in the panel's order. */
export const PLANNED_CONVERSION_VALUES: ReadonlyArray<{
  kind: ConversionEventKind;
  label: string;
  plannedEuros: number;
}> = [
  { kind: 'calculation', label: 'Kostenvoranschlag', plannedEuros: 50 },
  { kind: 'contact', label: CONTACT_FORM_NAME, plannedEuros: 75 },
  { kind: 'phone', label: LEAD_NAMES.phoneLead.one, plannedEuros: 40 },
  { kind: 'whatsapp', label: 'WhatsApp', plannedEuros: 35 },
];

const WHOLE_EUROS = new Intl.NumberFormat('de-AT', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** "€ 50": whole euros in the site's order. */
export function formatWholeEuros(euros: number): string {
  return WHOLE_EUROS.format(euros);
}
