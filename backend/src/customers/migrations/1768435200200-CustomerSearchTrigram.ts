import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The 'Kunden' search (a part of a name, an address or a number, `LIKE '%…%'` over `customers.search`) reads a
 * trigram index instead of every customer. pg_trgm ships with Postgres (contrib); creating it needs the owner of
 * the database (docs/operations.md).
 */
export class CustomerSearchTrigram1768435200200 implements MigrationInterface {
  name = 'CustomerSearchTrigram1768435200200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE INDEX customers_search_trgm_idx ON customers USING gin (search gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The extension stays: something else may use it by now.
    await q.query(`DROP INDEX customers_search_trgm_idx`);
  }
}
