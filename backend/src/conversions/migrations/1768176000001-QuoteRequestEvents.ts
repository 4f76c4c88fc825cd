import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Quote requests are counted as conversion events like the other kinds: the trend counted their live table, so
 * deleting or erasing a lead changed the past days' counts. The requests still stored are counted from now on.
 */
export class QuoteRequestEvents1768176000001 implements MigrationInterface {
  name = 'QuoteRequestEvents1768176000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE conversion_events DROP CONSTRAINT conversion_events_kind_check');
    await q.query(
      `ALTER TABLE conversion_events ADD CONSTRAINT conversion_events_kind_check
         CHECK (kind IN ('concrete', 'renovation', 'contact', 'phone', 'quoteRequest'))`,
    );
    await q.query(
      `INSERT INTO conversion_events (kind, reference_id, created_at)
       SELECT 'quoteRequest', id, created_at FROM quote_requests`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM conversion_events WHERE kind = 'quoteRequest'`);
    await q.query('ALTER TABLE conversion_events DROP CONSTRAINT conversion_events_kind_check');
    await q.query(
      `ALTER TABLE conversion_events ADD CONSTRAINT conversion_events_kind_check
         CHECK (kind IN ('concrete', 'renovation', 'contact', 'phone'))`,
    );
  }
}
