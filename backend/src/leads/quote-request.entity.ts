import { type QuoteRequestStatus } from '@stairs/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * A request for a personal quote: the detailed-quote dialog of the calculators (phone only) and, later,
 * the gallery price check (name and e-mail). Contact fields are nullable where a form does not ask them.
 */
@Entity('quote_requests')
export class QuoteRequestEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ type: 'text', nullable: true })
  phone!: string | null;

  @Column({ name: 'customer_name', type: 'text', nullable: true })
  customerName!: string | null;

  @Column({ type: 'text' })
  service!: string;

  @Column({ name: 'calculation_type', type: 'text', nullable: true })
  calculationType!: string | null;

  @Column({ type: 'text', default: 'pending' })
  status!: QuoteRequestStatus;

  /** e.g. { quoteId, quoteNumber } of the linked calculation, or { galleryNumber }. */
  @Column({ name: 'calculation_data', type: 'jsonb', nullable: true })
  calculationData!: object | null;

  @Column({ name: 'notification_queued_at', type: 'timestamptz', nullable: true })
  notificationQueuedAt!: Date | null;

  /** When the operator was notified (or nothing was left to notify); null = the outbox still owes it. */
  @Column({ name: 'notification_sent_at', type: 'timestamptz', nullable: true })
  notificationSentAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
