import { type VisitWindow } from '@stairs/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One calendar e-mail of a Besichtigung (invitation, change or cancellation): a row of its outbox. */
@Entity('order_visit_mails')
export class OrderVisitMailEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @Column({ type: 'text' })
  method!: 'REQUEST' | 'CANCEL';

  /** The iCalendar SEQUENCE: 0 for the invitation, one more for each change or the cancellation. */
  @Column({ type: 'integer' })
  sequence!: number;

  /** The window as of this e-mail (a later change does not alter what this one said). */
  @Column({ type: 'jsonb' })
  visit!: VisitWindow;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'queued_at', type: 'timestamptz', nullable: true })
  queuedAt!: Date | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;
}
