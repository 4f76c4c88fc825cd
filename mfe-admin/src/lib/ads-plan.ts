/**
 * Planning figures of the admin ads information panel, exactly as docs/product.md §9 gives them; amounts in the
 * Austrian order of the site's euro format (docs/decisions.md: '€ 390,00').
 */
export interface AdsPlanItem {
  label: string;
  value: string;
}

export interface AdsPlanGroup {
  title: string;
  items: readonly AdsPlanItem[];
}

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
    title: 'Conversion-Werte',
    items: [
      { label: 'Kostenvoranschlag', value: '€ 50' },
      { label: 'Kontaktformular', value: '€ 75' },
      { label: 'Telefon-Lead', value: '€ 40' },
      { label: 'WhatsApp', value: '€ 35' },
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
