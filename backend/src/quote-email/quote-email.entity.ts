import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A quote a visitor asked to receive by e-mail: the mail outbox's row and the quote's share link. */
@Entity('quote_emails')
export class QuoteEmailEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'calculation_id', type: 'uuid' })
  calculationId!: string;

  @Column({ type: 'text' })
  email!: string;

  /** When the visitor ticked the consent to be contacted (the form refuses without it). */
  @Column({ name: 'contact_consent_at', type: 'timestamptz' })
  contactConsentAt!: Date;

  /** 256 random bits, base64url: the share link's whole capability. */
  @Column({ name: 'share_token', type: 'text' })
  shareToken!: string;

  @Column({ name: 'share_expires_at', type: 'timestamptz' })
  shareExpiresAt!: Date;

  /** When the mail job was queued; null = still to enqueue (the worker sweeps). */
  @Column({ name: 'mail_queued_at', type: 'timestamptz', nullable: true })
  mailQueuedAt!: Date | null;

  /** When the visitor's e-mail went out (or nothing was left to send); null = the outbox still owes it. */
  @Column({ name: 'mail_sent_at', type: 'timestamptz', nullable: true })
  mailSentAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
