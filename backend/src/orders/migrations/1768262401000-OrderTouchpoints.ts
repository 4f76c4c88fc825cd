import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { addTouchpointSource, dropTouchpointSource } from '../../customers/touchpoint-source-schema';

/** Orders are touchpoints of their customer (src/customers): the matching outbox's columns and the delete trigger. */
export class OrderTouchpoints1768262401000 implements MigrationInterface {
  name = 'OrderTouchpoints1768262401000';

  async up(q: QueryRunner): Promise<void> {
    await addTouchpointSource(q, 'order', 'orders');
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTouchpointSource(q, 'orders');
  }
}
