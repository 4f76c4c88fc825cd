import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Stored pictures whose record was deleted: the outbox of the `deleteObjects` job (src/storage/object-deletions.ts).
 * A row is written in the transaction that deletes the record, so the files go even if Redis or the storage is
 * away at that moment.
 */
export class ObjectDeletions1767830400000 implements MigrationInterface {
  name = 'ObjectDeletions1767830400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE object_deletions (
        id uuid PRIMARY KEY,
        object_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        queued_at timestamptz,
        deleted_at timestamptz
      )`);
    await q.query(
      'CREATE INDEX object_deletions_outbox_pending_idx ON object_deletions (queued_at) WHERE deleted_at IS NULL',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE object_deletions');
  }
}
