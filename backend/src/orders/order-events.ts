import { type AdminOrder, type OrderStatus, type WebhookEvent } from '@stairs/contracts';
import { eurosToCents } from '../common/money';

/** What the company's other systems hear of an order (the outgoing webhooks' events, packages/contracts webhooks). */
export type OrderEvent =
  | { type: 'order.created'; order: AdminOrder }
  | { type: 'order.status_changed'; order: AdminOrder; previousStatus: OrderStatus };

/** An order's event as the webhooks carry it: ids, number, status and amount, no personal data. */
export function orderWebhookEvent(event: OrderEvent, at: Date = new Date()): WebhookEvent {
  const { order } = event;
  if (event.type === 'order.created')
    return {
      type: 'order.created',
      data: {
        orderId: order.id,
        quoteNumber: order.quoteNumber,
        status: order.status,
        grossTotalCents: eurosToCents(order.total),
        currency: 'EUR',
        customerId: null,
        acceptedAt: order.evidence.acceptedAt,
      },
    };
  return {
    type: 'order.status_changed',
    data: {
      orderId: order.id,
      quoteNumber: order.quoteNumber,
      previousStatus: event.previousStatus,
      status: order.status,
      reason: order.cancelReason,
      changedAt: at.toISOString(),
    },
  };
}
