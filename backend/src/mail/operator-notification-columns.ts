import { Column } from 'typeorm';

/**
 * The outbox columns of a row the operator is e-mailed about (notificationOutbox in jobs/outboxes.ts): an entity
 * of such a table extends this. Only the columns: each table has them from its own migration.
 */
export abstract class OperatorNotificationColumns {
  /** When the operator notification was queued; null = still to enqueue (the worker sweeps). */
  @Column({ name: 'notification_queued_at', type: 'timestamptz', nullable: true })
  notificationQueuedAt!: Date | null;

  /** When the operator was notified (or nothing was left to notify); null = the outbox still owes it. */
  @Column({ name: 'notification_sent_at', type: 'timestamptz', nullable: true })
  notificationSentAt!: Date | null;
}
