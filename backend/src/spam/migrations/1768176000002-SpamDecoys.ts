import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * What a caught post's answer names, so its links answer like a person's (each public form's `decoy`,
 * src/public-forms): a calculator's decoy (its own quote number from the real sequence; its document shows) and a
 * quote e-mail's share link. No calculation, lead, conversion, e-mail or job: these tables are read only by the pages that show them.
 */
export class SpamDecoys1768176000002 implements MigrationInterface {
  name = 'SpamDecoys1768176000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE spam_decoy_calculations (
        id uuid PRIMARY KEY,
        type text NOT NULL CHECK (type IN ('concrete', 'renovation')),
        quote_number text NOT NULL UNIQUE DEFAULT next_quote_number(),
        inputs jsonb NOT NULL,
        results jsonb NOT NULL,
        price_snapshot jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX spam_decoy_calculations_created_idx ON spam_decoy_calculations (created_at)');
    await q.query(`
      CREATE TABLE spam_decoy_quote_shares (
        share_token text PRIMARY KEY,
        calculation_id uuid NOT NULL,
        share_expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX spam_decoy_quote_shares_created_idx ON spam_decoy_quote_shares (created_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE spam_decoy_quote_shares');
    await q.query('DROP TABLE spam_decoy_calculations');
  }
}
