import { type CalculationType, type OrderQuote, type OrderStatus, type VisitWindow } from '@stairs/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { OperatorNotificationColumns } from '../mail/operator-notification-columns';

/** An accepted quote: the order, its signature's evidence, the pipeline and the visitor's confirmation outbox. */
@Entity('orders')
export class OrderEntity extends OperatorNotificationColumns {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  /** Unique: one order per quote (orders_one_per_quote). */
  @Column({ name: 'calculation_id', type: 'uuid' })
  calculationId!: string;

  /** The e-mailed quote whose share link was used. */
  @Column({ name: 'quote_email_id', type: 'uuid', nullable: true })
  quoteEmailId!: string | null;

  @Column({ name: 'quote_number', type: 'text' })
  quoteNumber!: string;

  @Column({ name: 'calculation_type', type: 'text' })
  calculationType!: CalculationType;

  @Column({ type: 'text' })
  option!: string;

  @Column({ name: 'total_cents', type: 'integer' })
  totalCents!: number;

  /** The quote as the visitor saw and accepted it (accepted: null). */
  @Column({ type: 'jsonb' })
  quote!: OrderQuote;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  phone!: string;

  @Column({ name: 'site_address', type: 'text' })
  siteAddress!: string;

  @Column({ type: 'text', nullable: true })
  note!: string | null;

  @Column({ type: 'jsonb' })
  windows!: VisitWindow[];

  @Column({ name: 'accepted_at', type: 'timestamptz' })
  acceptedAt!: Date;

  @Column({ name: 'signature_name', type: 'text' })
  signatureName!: string;

  /** The ticked box's text, naming quote number and total. */
  @Column({ name: 'confirmation_text', type: 'text' })
  confirmationText!: string;

  /** SHA-256 (hex) of the calculation's price snapshot as accepted (order-evidence.ts). */
  @Column({ name: 'price_hash', type: 'text' })
  priceHash!: string;

  @Column({ name: 'client_ip', type: 'text' })
  clientIp!: string;

  @Column({ type: 'text', default: 'new' })
  status!: OrderStatus;

  @Column({ name: 'cancel_reason', type: 'text', nullable: true })
  cancelReason!: string | null;

  /** The confirmed window of the Besichtigung, or null. */
  @Column({ type: 'jsonb', nullable: true })
  visit!: VisitWindow | null;

  /** The SEQUENCE of the latest calendar e-mail (0 before the first). */
  @Column({ name: 'visit_sequence', type: 'integer', default: 0 })
  visitSequence!: number;

  @Column({ name: 'confirmation_queued_at', type: 'timestamptz', nullable: true })
  confirmationQueuedAt!: Date | null;

  @Column({ name: 'confirmation_sent_at', type: 'timestamptz', nullable: true })
  confirmationSentAt!: Date | null;

  /** Set by a DSGVO erasure, which blanks the person's fields and keeps the commercial record. */
  @Column({ name: 'personal_data_erased_at', type: 'timestamptz', nullable: true })
  personalDataErasedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
