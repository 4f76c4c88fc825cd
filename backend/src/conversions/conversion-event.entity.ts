import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** What the conversion stats count (ConversionStats of the contracts). */
export const CONVERSION_KINDS = ['concrete', 'renovation', 'contact', 'phone'] as const;
export type ConversionKind = (typeof CONVERSION_KINDS)[number];

/** One conversion (a calculation, a phone lead, a contact message), written in the same transaction. */
@Entity('conversion_events')
export class ConversionEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  kind!: ConversionKind;

  /** Id of the calculation / lead / message that counted. */
  @Column({ name: 'reference_id', type: 'uuid', nullable: true })
  referenceId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
