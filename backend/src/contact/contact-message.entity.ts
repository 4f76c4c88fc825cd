import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A message from the contact form of the home page (docs/product.md §3 "Contact message"). */
@Entity('contact_messages')
export class ContactMessageEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  message!: string;

  /** When the operator notification was queued; null = still to enqueue (the worker sweeps). */
  @Column({ name: 'notification_queued_at', type: 'timestamptz', nullable: true })
  notificationQueuedAt!: Date | null;

  /** When the operator was notified (or nothing was left to notify); null = the outbox still owes it. */
  @Column({ name: 'notification_sent_at', type: 'timestamptz', nullable: true })
  notificationSentAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
