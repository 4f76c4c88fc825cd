import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Contact messages of the home page's contact form (their conversions are already in conversion_events). */
export class ContactMessages1767312000000 implements MigrationInterface {
  name = 'ContactMessages1767312000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contact_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        message text NOT NULL,
        notification_queued_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC)`);
    await q.query(
      `CREATE INDEX contact_messages_notification_pending_idx ON contact_messages (created_at) WHERE notification_queued_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE contact_messages`);
  }
}
