import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * An erasure (DSGVO) anonymises an order instead of deleting it: the commercial record stays (docs/decisions.md
 * "Orders: erasure keeps the commercial record"), and this says since when it holds nobody's personal data.
 */
export class OrderPersonalDataErased1768435200000 implements MigrationInterface {
  name = 'OrderPersonalDataErased1768435200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN personal_data_erased_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN personal_data_erased_at`);
  }
}
