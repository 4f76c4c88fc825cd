import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Drafts from a photo and from an e-mail: the photo and what its sender wrote about it, the outbox of the AI text (draft_written_at is
 * NULL only while a photo draft waits for it), the outbox of the operator's e-mail with the publish link, and
 * when that link was used (it publishes once). Both outbox columns default to done: only the drafts of visitors
 * insert NULL (existing, admin and demo articles have nothing to wait for).
 */
export class BlogDraftSources1767744000000 implements MigrationInterface {
  name = 'BlogDraftSources1767744000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE blog_articles
        ADD COLUMN image_url text,
        ADD COLUMN photo_description text,
        ADD COLUMN draft_queued_at timestamptz,
        ADD COLUMN draft_written_at timestamptz DEFAULT now(),
        ADD COLUMN notification_queued_at timestamptz,
        ADD COLUMN notification_sent_at timestamptz DEFAULT now(),
        ADD COLUMN publish_link_used_at timestamptz`);
    await q.query(
      `CREATE INDEX blog_articles_outbox ON blog_articles (created_at)
        WHERE draft_written_at IS NULL OR notification_sent_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX blog_articles_outbox`);
    await q.query(`
      ALTER TABLE blog_articles
        DROP COLUMN image_url, DROP COLUMN photo_description, DROP COLUMN draft_queued_at, DROP COLUMN draft_written_at,
        DROP COLUMN notification_queued_at, DROP COLUMN notification_sent_at, DROP COLUMN publish_link_used_at`);
  }
}
