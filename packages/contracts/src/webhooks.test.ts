import { CUSTOMER_NAMES, ORDER_NAMES } from './vocabulary';
import {
  CSV_EXPORT_LABELS,
  CSV_EXPORTS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  webhookSubject,
} from './webhooks';

describe('the ERP webhooks’ declarations', () => {
  it('messages name the limits and lists they check (literals, so pages that do not use them drop them)', () => {
    expect(WEBHOOK_MESSAGES.urlTooLong).toContain(`${WEBHOOK_LIMITS.urlMaxLength} Zeichen`);
    expect(WEBHOOK_MESSAGES.descriptionInvalid).toContain(`${WEBHOOK_LIMITS.descriptionMaxLength} Zeichen`);
    expect(WEBHOOK_MESSAGES.keepOldHoursInvalid).toContain(
      `von ${WEBHOOK_LIMITS.rotationMinHours} bis ${WEBHOOK_LIMITS.rotationMaxHours} Stunden`,
    );
    expect(WEBHOOK_MESSAGES.eventsInvalid).toContain(`Erlaubt sind: ${WEBHOOK_EVENT_TYPES.join(', ')}.`);
    expect(WEBHOOK_MESSAGES.exportUnknown).toContain(`Verfügbar: ${CSV_EXPORTS.join(', ')}.`);
  });

  it("name the exports with the vocabulary's words", () => {
    expect(CSV_EXPORT_LABELS.orders).toBe(ORDER_NAMES.many);
    expect(CSV_EXPORT_LABELS.customers).toBe(CUSTOMER_NAMES.many);
  });

  it('keep the events of one order, lead or customer in one ordering subject', () => {
    const orderId = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    const created = webhookSubject({
      type: 'order.created',
      data: {
        orderId,
        quoteNumber: 'KV-1',
        status: 'neu',
        grossTotalCents: 1,
        currency: 'EUR',
        customerId: null,
        acceptedAt: '2026-11-28T00:00:00.000Z',
      },
    });
    const changed = webhookSubject({
      type: 'order.status_changed',
      data: {
        orderId,
        quoteNumber: 'KV-1',
        previousStatus: 'neu',
        status: 'storniert',
        reason: 'Kunde',
        changedAt: '2026-11-28T00:00:00.000Z',
      },
    });
    expect(created).toBe(`order:${orderId}`);
    expect(changed).toBe(created);
    expect(
      webhookSubject({
        type: 'customers.merged',
        data: { customerId: 'c1', mergedCustomerIds: ['c2'], mergedAt: '2026-11-28T00:00:00.000Z' },
      }),
    ).toBe('customer:c1');
  });
});
