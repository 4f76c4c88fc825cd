import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { OperatorNotificationColumns } from '../mail/operator-notification-columns';

/** A message from the contact form of the home page (docs/product.md §3 "Contact message"). */
@Entity('contact_messages')
export class ContactMessageEntity extends OperatorNotificationColumns {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  message!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
