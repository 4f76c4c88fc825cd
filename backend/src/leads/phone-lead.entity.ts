import { type LeadPriority } from '@stairs/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { OperatorNotificationColumns } from '../mail/operator-notification-columns';

/** A visitor's phone number left in the phone-service dialog of a calculator. */
@Entity('phone_leads')
export class PhoneLeadEntity extends OperatorNotificationColumns {
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

  @CreateDateColumn({ name: 'submitted_at', type: 'timestamptz' })
  submittedAt!: Date;
}
