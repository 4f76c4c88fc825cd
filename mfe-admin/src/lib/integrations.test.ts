import { type AdminOrder, type CustomerSummary } from '@stairs/contracts';
import { formatAdminDate } from './format';
import { customerMatchingSummary, orderPageSummary } from './integrations';

const at = '2026-11-28T09:30:00.000Z';

describe('the integrations box', () => {
  it('counts the orders from the order page with the newest one’s time', () => {
    const order = { createdAt: at } as AdminOrder;
    expect(orderPageSummary({ items: [], total: 0, nextCursor: null })).toBe(
      'Noch kein Angebot online angenommen.',
    );
    expect(orderPageSummary({ items: [order], total: 1, nextCursor: null })).toBe(
      `1 Auftrag über die Bestellseite · zuletzt ${formatAdminDate(at)}`,
    );
    expect(orderPageSummary({ items: [order], total: 12, nextCursor: 'x' })).toBe(
      `12 Aufträge über die Bestellseite · zuletzt ${formatAdminDate(at)}`,
    );
  });

  it('counts the matched customers with the latest step', () => {
    const customer = { lastTouchpointAt: at } as CustomerSummary;
    expect(customerMatchingSummary({ items: [], total: 0, nextCursor: null })).toBe(
      'Noch keine Kunden abgeglichen.',
    );
    expect(customerMatchingSummary({ items: [customer], total: 1, nextCursor: null })).toBe(
      `1 Kunde abgeglichen · letzter Kontakt ${formatAdminDate(at)}`,
    );
    expect(customerMatchingSummary({ items: [customer], total: 3, nextCursor: null })).toBe(
      `3 Kunden abgeglichen · letzter Kontakt ${formatAdminDate(at)}`,
    );
  });
});
