import { type QuoteRequestStatus } from '@stairs/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { OperatorNotificationColumns } from '../mail/operator-notification-columns';

/**
 * A request for a personal quote: the detailed-quote dialog of the calculators (phone only) and, later,
 * the gallery price check (name and e-mail). Contact fields are nullable where a form does not ask them.
 */
@Entity('quote_requests')
export class QuoteRequestEntity extends OperatorNotificationColumns {
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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
