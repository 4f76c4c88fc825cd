import { CONVERSION_KIND_LABELS, countOf, type PersonalDataErasure } from '@stairs/contracts';

/** The 'Datenschutz (DSGVO)' panel's texts. */
export const PERSONAL_DATA_TEXTS = {
  exportFailed: 'Die Daten konnten nicht exportiert werden.',
  erased: 'Personendaten gelöscht',
  erasedDescription: ({ contactMessages, phoneLeads, quoteRequests }: PersonalDataErasure['erased']) =>
    `${countOf(contactMessages, 'Kontaktanfrage', CONVERSION_KIND_LABELS.contact)}, ${countOf(phoneLeads, 'Telefonnummer', 'Telefonnummern')} und ${countOf(quoteRequests, 'Anfrage', 'Anfragen')} wurden gelöscht.`,
  eraseFailed: 'Die Daten konnten nicht gelöscht werden.',
} as const;
