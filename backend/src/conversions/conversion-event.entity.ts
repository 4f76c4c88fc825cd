import { type TrendKind } from '@stairs/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One conversion (a calculation, a phone lead, a contact message, a quote request), written in the same
 * transaction. It outlives its lead: deleting or erasing a lead leaves the counts of its day as they were.
 */
@Entity('conversion_events')
export class ConversionEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  kind!: TrendKind;

  /** Id of the calculation / lead / message that counted. */
  @Column({ name: 'reference_id', type: 'uuid', nullable: true })
  referenceId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
