import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A noted deletion may be due later than it is written: a stored upload is noted when it is stored and deleted
 * a day later unless a record shows it by then (src/storage/stored-uploads.ts). The outbox sweep goes by it.
 */
export class ObjectDeletionsDueAt1768176000000 implements MigrationInterface {
  name = 'ObjectDeletionsDueAt1768176000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE object_deletions ADD COLUMN due_at timestamptz NOT NULL DEFAULT now()');
    await q.query('UPDATE object_deletions SET due_at = created_at');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE object_deletions DROP COLUMN due_at');
  }
}
