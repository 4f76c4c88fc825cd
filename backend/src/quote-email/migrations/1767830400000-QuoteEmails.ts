import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Quotes e-mailed to visitors: the address, the consent to be contacted, the share link's token and expiry, and the
 * mail outbox's markers. A calculation deleted takes its e-mails (and share links) with it.
 */
export class QuoteEmails1767830400000 implements MigrationInterface {
  name = 'QuoteEmails1767830400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE quote_emails (
        id uuid PRIMARY KEY,
        calculation_id uuid NOT NULL REFERENCES calculations (id) ON DELETE CASCADE,
        email text NOT NULL,
        contact_consent_at timestamptz NOT NULL,
        share_token text NOT NULL UNIQUE,
        share_expires_at timestamptz NOT NULL,
        mail_queued_at timestamptz,
        mail_sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX quote_emails_email_idx ON quote_emails (lower(email))`);
    await q.query(
      `CREATE INDEX quote_emails_outbox_pending_idx ON quote_emails (mail_queued_at) WHERE mail_sent_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE quote_emails`);
  }
}
