import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Orders: a quote accepted from its share link, one per calculation (the unique constraint makes concurrent
 * acceptances one order), with the signature's evidence, the operator's pipeline and the outbox markers of the
 * visitor's confirmation and the operator's notification. The accepted quote is kept as a snapshot, so the order
 * outlives its calculation. Each calendar e-mail of the Besichtigung (invitation, change, cancellation) is a row of
 * its own outbox, with the SEQUENCE it carries. Orders count as conversions (the trend's 'Aufträge').
 */
export class Orders1768262400000 implements MigrationInterface {
  name = 'Orders1768262400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE orders (
        id uuid PRIMARY KEY,
        calculation_id uuid NOT NULL,
        quote_email_id uuid,
        quote_number text NOT NULL,
        calculation_type text NOT NULL CHECK (calculation_type IN ('concrete', 'renovation')),
        option text NOT NULL,
        total_cents integer NOT NULL CHECK (total_cents >= 0),
        quote jsonb NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        site_address text NOT NULL,
        note text,
        windows jsonb NOT NULL,
        accepted_at timestamptz NOT NULL,
        signature_name text NOT NULL,
        confirmation_text text NOT NULL,
        price_hash text NOT NULL,
        client_ip text NOT NULL,
        status text NOT NULL DEFAULT 'new'
          CHECK (status IN ('new', 'visitScheduled', 'commissioned', 'completed', 'cancelled')),
        cancel_reason text,
        visit jsonb,
        visit_sequence integer NOT NULL DEFAULT 0,
        confirmation_queued_at timestamptz,
        confirmation_sent_at timestamptz,
        notification_queued_at timestamptz,
        notification_sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT orders_one_per_quote UNIQUE (calculation_id)
      )`);
    await q.query(`CREATE INDEX orders_created_idx ON orders (created_at DESC, id DESC)`);
    await q.query(
      `CREATE INDEX orders_confirmation_pending_idx ON orders (confirmation_queued_at) WHERE confirmation_sent_at IS NULL`,
    );
    await q.query(
      `CREATE INDEX orders_notification_pending_idx ON orders (notification_queued_at) WHERE notification_sent_at IS NULL`,
    );
    await q.query(`
      CREATE TABLE order_visit_mails (
        id uuid PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        method text NOT NULL CHECK (method IN ('REQUEST', 'CANCEL')),
        sequence integer NOT NULL,
        visit jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        queued_at timestamptz,
        sent_at timestamptz,
        UNIQUE (order_id, sequence)
      )`);
    await q.query(
      `CREATE INDEX order_visit_mails_pending_idx ON order_visit_mails (queued_at) WHERE sent_at IS NULL`,
    );
    await q.query('ALTER TABLE conversion_events DROP CONSTRAINT conversion_events_kind_check');
    await q.query(
      `ALTER TABLE conversion_events ADD CONSTRAINT conversion_events_kind_check
         CHECK (kind IN ('concrete', 'renovation', 'contact', 'phone', 'quoteRequest', 'order'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM conversion_events WHERE kind = 'order'`);
    await q.query('ALTER TABLE conversion_events DROP CONSTRAINT conversion_events_kind_check');
    await q.query(
      `ALTER TABLE conversion_events ADD CONSTRAINT conversion_events_kind_check
         CHECK (kind IN ('concrete', 'renovation', 'contact', 'phone', 'quoteRequest'))`,
    );
    await q.query(`DROP TABLE order_visit_mails`);
    await q.query(`DROP TABLE orders`);
  }
}
