import { type LeadPriority } from '@stairs/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A visitor's phone number left in the phone-service dialog of a calculator. */
@Entity('phone_leads')
export class PhoneLeadEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'customer_phone', type: 'text' })
  customerPhone!: string;

  @Column({ type: 'text' })
  service!: string;

  @Column({ type: 'text' })
  context!: string;

  @Column({ type: 'text' })
  priority!: LeadPriority;

  /** The calculation the visitor had on screen (as the calculator sent it), if any. */
  @Column({ name: 'calculation_data', type: 'jsonb', nullable: true })
  calculationData!: object | null;

  /** When the operator notification was queued; null = still to enqueue (the worker sweeps). */
  @Column({ name: 'notification_queued_at', type: 'timestamptz', nullable: true })
  notificationQueuedAt!: Date | null;

  /** When the operator was notified (or nothing was left to notify); null = the outbox still owes it. */
  @Column({ name: 'notification_sent_at', type: 'timestamptz', nullable: true })
  notificationSentAt!: Date | null;

  @CreateDateColumn({ name: 'submitted_at', type: 'timestamptz' })
  submittedAt!: Date;
}
