import { Injectable } from '@nestjs/common';
import { type WebhookBody, type WebhookEvent, webhookSubject } from '@stairs/contracts';
import { type EntityManager } from 'typeorm';
import { Outbox } from '../jobs/outbox.service';
import { newWebhookId } from './webhook-signing';

/**
 * The one way an event reaches the ERP: call `publish` inside the transaction that stores what the event is
 * about, then `dispatch` with its answer after the commit.
 *
 * ```ts
 * const deliveries = await manager.transaction(async (tx) => {
 *   await tx.insert(OrderEntity, order);
 *   return this.webhooks.publish(tx, { type: 'order.created', data: { orderId: order.id, ... } });
 * });
 * this.webhooks.dispatch(deliveries);
 * ```
 *
 * `publish` writes the event once (its `webhook-id`) and one delivery row per active endpoint subscribed to its
 * type, in the caller's transaction: the event exists exactly when the order does. The rows are an outbox
 * (src/jobs/outboxes.ts, webhookDeliveries): a forgotten or lost `dispatch` is made up by the worker's sweep
 * within about half a minute.
 */
@Injectable()
export class WebhookPublisher {
  constructor(private readonly outbox: Outbox) {}

  /** The ids of the deliveries written (none when no active endpoint takes this event type). */
  async publish(manager: EntityManager, event: WebhookEvent, at: Date = new Date()): Promise<string[]> {
    const endpoints: { id: string }[] = await manager.query(
      `SELECT id FROM webhook_endpoints WHERE active AND $1 = ANY(events)`,
      [event.type],
    );
    if (endpoints.length === 0) return [];
    const messageId = newWebhookId();
    const subject = webhookSubject(event);
    const body: WebhookBody = { type: event.type, timestamp: at.toISOString(), data: event.data };
    await manager.query(
      `INSERT INTO webhook_messages (id, type, subject, body, created_at) VALUES ($1, $2, $3, $4, $5)`,
      [messageId, event.type, subject, JSON.stringify(body), at],
    );
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO webhook_deliveries (message_id, endpoint_id, subject)
       SELECT $1, id, $2 FROM unnest($3::uuid[]) AS id
       RETURNING id`,
      [messageId, subject, endpoints.map((endpoint) => endpoint.id)],
    );
    return rows.map((row) => row.id);
  }

  /** After the commit: queues the deliveries off the request path (never fails the caller). */
  dispatch(deliveryIds: readonly string[]): void {
    for (const id of deliveryIds) this.outbox.dispatch('webhookDeliveries', id);
  }
}
