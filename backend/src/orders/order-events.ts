import { Logger } from '@nestjs/common';
import { type AdminOrder, type OrderStatus } from '@stairs/contracts';
import { type EntityManager } from 'typeorm';

/** What the company's other systems hear of an order (the outgoing webhooks' events). */
export type OrderEvent =
  | { type: 'order.created'; order: AdminOrder }
  | { type: 'order.status_changed'; order: AdminOrder; previousStatus: OrderStatus };

const logger = new Logger('OrderEvents');

/**
 * THE one place an order's events leave the orders module, called inside the transaction that made the change,
 * with its manager: a subscriber that writes its own outbox row here (the webhooks' `publish(manager, event)`)
 * commits or rolls back with the order. Until one is wired, the event is only logged (ids, never personal data).
 */
export async function emitOrderEvent(manager: EntityManager, event: OrderEvent): Promise<void> {
  // The manager is the transaction's: the subscriber's rows must be written with it.
  void manager;
  logger.log({ event: event.type, orderId: event.order.id, status: event.order.status });
  return Promise.resolve();
}
