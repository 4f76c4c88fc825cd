import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The admin's paged lists (contact messages, phone leads, quote requests) read newest first by time, ties by id,
 * one keyset range per page (backend/src/common/admin-list-page.ts): each needs an index on both columns. It
 * replaces the index on the time alone, whose other reader, the retention delete (`time < bound`), uses the
 * new one as well.
 */
const LISTS = [
  { table: 'contact_messages', column: 'created_at', old: 'contact_messages_created_idx' },
  { table: 'phone_leads', column: 'submitted_at', old: 'phone_leads_submitted_idx' },
  { table: 'quote_requests', column: 'created_at', old: 'quote_requests_created_idx' },
] as const;

export class AdminListPaging1767916800000 implements MigrationInterface {
  name = 'AdminListPaging1767916800000';

  async up(q: QueryRunner): Promise<void> {
    for (const { table, column, old } of LISTS) {
      await q.query(`CREATE INDEX ${table}_list_idx ON ${table} (${column}, id)`);
      await q.query(`DROP INDEX ${old}`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const { table, column, old } of LISTS) {
      await q.query(`CREATE INDEX ${old} ON ${table} (${column} DESC)`);
      await q.query(`DROP INDEX ${table}_list_idx`);
    }
  }
}
