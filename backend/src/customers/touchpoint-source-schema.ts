import { type QueryRunner } from 'typeorm';

/**
 * What a table needs to be a touchpoint source (src/customers/touchpoint-sources.ts), for the migration that makes
 * it one: the customer matching outbox's columns and index (jobs/outboxes.ts, customerMatchingOutbox) and a trigger
 * that takes a deleted row's touchpoint with it (so a delete anywhere — an admin tab, the retention run, an
 * erasure — leaves no touchpoint behind). Rows already there are matched by the outbox sweep, oldest first.
 * Table, column and kind are the calling migration's constants, never input.
 */
export async function addTouchpointSource(q: QueryRunner, kind: string, table: string): Promise<void> {
  await q.query(
    `ALTER TABLE ${table} ADD COLUMN customer_match_queued_at timestamptz, ADD COLUMN customer_matched_at timestamptz`,
  );
  await q.query(
    `CREATE INDEX ${table}_customer_match_pending_idx ON ${table} (customer_match_queued_at) WHERE customer_matched_at IS NULL`,
  );
  await q.query(
    `CREATE TRIGGER ${table}_touchpoint_deleted AFTER DELETE ON ${table}
       FOR EACH ROW EXECUTE FUNCTION customer_touchpoint_source_deleted('${kind}')`,
  );
}

export async function dropTouchpointSource(q: QueryRunner, table: string): Promise<void> {
  await q.query(`DROP TRIGGER ${table}_touchpoint_deleted ON ${table}`);
  await q.query(`DROP INDEX ${table}_customer_match_pending_idx`);
  await q.query(`ALTER TABLE ${table} DROP COLUMN customer_match_queued_at, DROP COLUMN customer_matched_at`);
}
