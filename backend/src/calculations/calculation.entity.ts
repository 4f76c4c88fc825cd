import {
  type CalculationType,
  type ConcreteCalculationInput,
  type RenovationCalculationInput,
} from '@stairs/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { type PriceTableCents } from '../pricing/price-table';
import { type ConcreteResultCents, type RenovationResultCents } from './formulas';

/**
 * A stored calculation: inputs, results in cents and the prices used. Rows are written once (insert with
 * the quote number from the `quote_number_seq` sequence); later only its outbox markers change.
 */
@Entity('calculations')
export class CalculationEntity {
  @PrimaryColumn({ type: 'uuid', default: () => 'gen_random_uuid()' })
  id!: string;

  @Column({ type: 'text' })
  type!: CalculationType;

  /** KV-{year}-{at least 6 digits}; assigned by the database default (sequence), never by the client. */
  @Column({ name: 'quote_number', type: 'text', insert: false, update: false })
  quoteNumber!: string;

  @Column({ type: 'jsonb' })
  inputs!: ConcreteCalculationInput | RenovationCalculationInput;

  @Column({ type: 'jsonb' })
  results!: ConcreteResultCents | RenovationResultCents;

  @Column({ name: 'price_snapshot', type: 'jsonb' })
  priceSnapshot!: PriceTableCents;

  /** When the quote-document job was handed to the queue; null = still to enqueue (the worker sweeps). */
  @Column({ name: 'document_queued_at', type: 'timestamptz', nullable: true })
  documentQueuedAt!: Date | null;

  /** When its HTML and PDF were archived; null = the outbox (src/jobs) still owes this document. */
  @Column({ name: 'document_rendered_at', type: 'timestamptz', nullable: true })
  documentRenderedAt!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', insert: false, update: false })
  createdAt!: Date;
}
