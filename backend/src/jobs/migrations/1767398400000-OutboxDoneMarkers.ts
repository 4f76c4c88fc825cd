import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Outbox rows get a "done" marker beside "queued", so the sweep can tell a job that vanished from Redis from
 * one that finished. Rows queued before this migration count as done: their jobs ran under the old scheme.
 */
export class OutboxDoneMarkers1767398400000 implements MigrationInterface {
  name = 'OutboxDoneMarkers1767398400000';

  async up(q: QueryRunner): Promise<void> {
    const outboxes = [
      { table: 'calculations', queued: 'document_queued_at', done: 'document_rendered_at' },
      { table: 'phone_leads', queued: 'notification_queued_at', done: 'notification_sent_at' },
      { table: 'quote_requests', queued: 'notification_queued_at', done: 'notification_sent_at' },
      { table: 'contact_messages', queued: 'notification_queued_at', done: 'notification_sent_at' },
    ];
    for (const { table, queued, done } of outboxes) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN ${done} timestamptz`);
      await q.query(`UPDATE ${table} SET ${done} = ${queued} WHERE ${queued} IS NOT NULL`);
      await q.query(`CREATE INDEX ${table}_outbox_pending_idx ON ${table} (${queued}) WHERE ${done} IS NULL`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table, done] of [
      ['calculations', 'document_rendered_at'],
      ['phone_leads', 'notification_sent_at'],
      ['quote_requests', 'notification_sent_at'],
      ['contact_messages', 'notification_sent_at'],
    ]) {
      await q.query(`DROP INDEX ${table}_outbox_pending_idx`);
      await q.query(`ALTER TABLE ${table} DROP COLUMN ${done}`);
    }
  }
}
