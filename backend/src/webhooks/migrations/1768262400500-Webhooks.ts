import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The ERP sync: endpoints with their signing secrets, each event once (its id is the `webhook-id` of every
 * attempt) and one delivery per endpoint and event, an outbox row (src/jobs/outboxes.ts) with the last answer.
 */
export class Webhooks1768262400500 implements MigrationInterface {
  name = 'Webhooks1768262400500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        url text NOT NULL,
        description text NOT NULL DEFAULT '',
        events text[] NOT NULL,
        active boolean NOT NULL DEFAULT true,
        secret text NOT NULL,
        previous_secret text,
        previous_secret_valid_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE webhook_messages (
        id text PRIMARY KEY,
        type text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigserial NOT NULL UNIQUE,
        message_id text NOT NULL REFERENCES webhook_messages (id) ON DELETE CASCADE,
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        subject text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        queued_at timestamptz,
        done_at timestamptz,
        delivered_at timestamptz,
        failed_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_attempt_at timestamptz,
        next_attempt_at timestamptz,
        last_status_code integer,
        last_response text,
        last_duration_ms integer
      )`);
    await q.query(`CREATE INDEX webhook_deliveries_seq_idx ON webhook_deliveries (seq DESC)`);
    // The order check: the open deliveries of one endpoint and subject, oldest first.
    await q.query(
      `CREATE INDEX webhook_deliveries_open_idx ON webhook_deliveries (endpoint_id, subject, seq) WHERE done_at IS NULL`,
    );
    await q.query(
      `CREATE INDEX webhook_deliveries_outbox_idx ON webhook_deliveries (created_at) WHERE done_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE webhook_deliveries`);
    await q.query(`DROP TABLE webhook_messages`);
    await q.query(`DROP TABLE webhook_endpoints`);
  }
}
