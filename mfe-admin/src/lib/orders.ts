import { apiUrl } from '@stairs/api-client';
import {
  type AdminOrder,
  formatEuro,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TRANSITIONS,
  type OrderStatus,
  VISIT_SLOTS,
  type VisitWindow,
  ORDER_NAMES,
  ADMIN_API,
} from '@stairs/contracts';

/** The 'Aufträge' tab's words. */
export const ORDER_LIST_TEXTS = {
  title: ORDER_NAMES.many,
  loadFailed: `${ORDER_NAMES.many} konnten nicht geladen werden.`,
  empty: 'Noch keine angenommenen Angebote.',
  windows: 'Wunschtermine',
  visit: 'Besichtigung',
  confirmWindow: (n: number) => `Termin ${n} bestätigen`,
  cancelVisit: 'Besichtigung absagen',
  evidence: 'Nachweis der Annahme',
  acceptedAt: 'Angenommen am',
  signature: 'Unterschrift (getippter Name)',
  confirmation: 'Bestätigter Text',
  priceHash: 'Preis-Hash (SHA-256)',
  clientIp: 'IP-Adresse',
  note: 'Anmerkung',
  site: 'Baustelle',
  openQuote: 'Kostenvoranschlag ansehen',
  cancelOrder: 'Auftrag stornieren',
  cancelReason: 'Grund der Stornierung',
  cancelSubmit: 'Stornieren',
  cancelledBecause: (reason: string) => `Storniert: ${reason}`,
  saved: 'Auftrag aktualisiert',
  visitConfirmed: 'Termin bestätigt – der Kunde erhält die Kalendereinladung.',
  visitCancelled: 'Besichtigung abgesagt – der Kunde wird informiert.',
  failed: 'Der Auftrag konnte nicht geändert werden.',
} as const;

export function nextSteps(order: Pick<AdminOrder, 'status'>): OrderStatus[] {
  return ORDER_STATUS_TRANSITIONS[order.status].filter((status) => status !== 'cancelled');
}

export function canCancel(order: Pick<AdminOrder, 'status'>): boolean {
  return ORDER_STATUS_TRANSITIONS[order.status].includes('cancelled');
}

/** Windows can be confirmed (or changed) until the order is commissioned. */
export function canScheduleVisit(order: Pick<AdminOrder, 'status'>): boolean {
  return order.status === 'new' || order.status === 'visitScheduled';
}

export function orderStatusLabel(status: OrderStatus): string {
  return ORDER_STATUS_LABELS[status];
}

/** "Do., 03.12.2026 · Vormittag (8–12 Uhr)" */
export function visitWindowLabel(window: VisitWindow): string {
  const date = new Date(`${window.date}T12:00:00Z`);
  const weekday = new Intl.DateTimeFormat('de-AT', { weekday: 'short', timeZone: 'UTC' }).format(date);
  const [year, month, day] = window.date.split('-');
  return `${weekday}, ${day}.${month}.${year} · ${VISIT_SLOTS[window.slot].label}`;
}

export function isSameWindow(a: VisitWindow | null, b: VisitWindow): boolean {
  return a !== null && a.date === b.date && a.slot === b.slot;
}

export function orderTotalLabel(order: Pick<AdminOrder, 'total'>): string {
  return `${formatEuro(order.total)} inkl. USt.`;
}

/** The accepted quote's document (the admin's route by calculation). */
export function orderQuoteUrl(order: Pick<AdminOrder, 'calculationType' | 'calculationId'>): string {
  const document =
    order.calculationType === 'concrete'
      ? ADMIN_API.concreteQuoteByRequest
      : ADMIN_API.renovationQuoteByRequest;
  return apiUrl(document, { params: { quoteId: order.calculationId } });
}
