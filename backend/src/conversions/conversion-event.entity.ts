import { type ConversionKind } from '@stairs/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

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
