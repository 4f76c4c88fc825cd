import {
  type AdminListPage,
  countOf,
  CUSTOMER_NAMES,
  type AdminOrder,
  type CustomerSummary,
  ORDER_NAMES,
} from '@stairs/contracts';
import { formatAdminDate } from './format';

/** The integrations box's words for what the order page and the matching have done (the ERP's: erp-sync.ts). */
export const INTEGRATION_TEXTS = {
  loading: 'Wird geladen …',
  loadFailed: 'Der Stand konnte nicht geladen werden.',
  noOrders: 'Noch kein Angebot online angenommen.',
  noCustomers: 'Noch keine Kunden abgeglichen.',
} as const;

/** "3 Aufträge über die Bestellseite · zuletzt 28.11.2026, 10:05" (the list's first page of one, newest first). */
export function orderPageSummary(page: AdminListPage<AdminOrder>): string {
  const newest = page.items[0];
  if (!newest || page.total === 0) return INTEGRATION_TEXTS.noOrders;
  return `${countOf(page.total, ORDER_NAMES.one, ORDER_NAMES.many)} über die Bestellseite · zuletzt ${formatAdminDate(newest.createdAt)}`;
}

/** "120 Kunden abgeglichen · letzter Kontakt 28.11.2026, 10:05" */
export function customerMatchingSummary(page: AdminListPage<CustomerSummary>): string {
  const newest = page.items[0];
  if (!newest || page.total === 0) return INTEGRATION_TEXTS.noCustomers;
  return `${countOf(page.total, CUSTOMER_NAMES.one, CUSTOMER_NAMES.many)} abgeglichen · letzter Kontakt ${formatAdminDate(newest.lastTouchpointAt)}`;
}
