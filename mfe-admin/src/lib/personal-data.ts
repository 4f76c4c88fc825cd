import { countOf, LEAD_NAMES, ORDER_NAMES, type PersonalDataErasure } from '@stairs/contracts';

const { contactMessage, phoneLead, quoteRequest } = LEAD_NAMES;

/** The end of an erasure's toast: its orders are kept, without the person's data (none: nothing to add). */
export function keptOrdersClause(orders: number): string {
  return orders
    ? `; ${countOf(orders, ORDER_NAMES.one, ORDER_NAMES.many)} ohne Personendaten aufbewahrt`
    : '';
}

/** The 'Datenschutz (DSGVO)' panel's texts. */
export const PERSONAL_DATA_TEXTS = {
  exportFailed: 'Die Daten konnten nicht exportiert werden.',
  erased: 'Personendaten gelöscht',
  erasedDescription: ({
    contactMessages,
    phoneLeads,
    quoteRequests,
    orders,
  }: PersonalDataErasure['erased']) =>
    `${countOf(contactMessages, contactMessage.one, contactMessage.many)}, ${countOf(phoneLeads, phoneLead.one, phoneLead.many)} und ${countOf(quoteRequests, quoteRequest.one, quoteRequest.many)} wurden gelöscht${keptOrdersClause(orders)}.`,
  /** Whose data the panel finds: the three kinds of lead. */
  kinds: `${contactMessage.many}, ${phoneLead.many}, ${quoteRequest.many}`,
  eraseDescription: (who: string) =>
    `Alle ${contactMessage.many}, ${phoneLead.many} und ${quoteRequest.many} von ${who} werden gelöscht; ihre ${ORDER_NAMES.many} bleiben ohne Personendaten erhalten.`,
  eraseFailed: 'Die Daten konnten nicht gelöscht werden.',
} as const;
