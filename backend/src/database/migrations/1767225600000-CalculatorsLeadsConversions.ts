import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Issue 3: price settings, calculations with quote numbers, phone leads, quote requests, conversions. */
export class CalculatorsLeadsConversions1767225600000 implements MigrationInterface {
  name = 'CalculatorsLeadsConversions1767225600000';

  async up(q: QueryRunner): Promise<void> {
    const cents = (column: string) => `${column} integer NOT NULL CHECK (${column} BETWEEN 0 AND 1000000)`;
    await q.query(`
      CREATE TABLE price_settings (
        id smallint PRIMARY KEY CHECK (id = 1),
        ${cents('massivholz_material_cents')},
        ${cents('massivholz_labor_cents')},
        ${cents('fertigparkett_material_cents')},
        ${cents('fertigparkett_labor_cents')},
        ${cents('sanding_work_cents')},
        ${cents('sanding_finish_cents')},
        ${cents('covering_material_cents')},
        ${cents('covering_labor_cents')},
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    // KV-{year}-{at least 6 digits}. The year is Vienna's; lpad alone would cut a 7th digit off.
    await q.query(`CREATE SEQUENCE quote_number_seq`);
    await q.query(`
      CREATE FUNCTION next_quote_number() RETURNS text LANGUAGE sql VOLATILE AS $$
        SELECT 'KV-' || to_char(now() AT TIME ZONE 'Europe/Vienna', 'YYYY') || '-'
               || lpad(n::text, greatest(6, length(n::text)), '0')
          FROM (SELECT nextval('quote_number_seq') AS n) AS next
      $$`);
    await q.query(`
      CREATE TABLE calculations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        type text NOT NULL CHECK (type IN ('concrete', 'renovation')),
        quote_number text NOT NULL UNIQUE DEFAULT next_quote_number(),
        inputs jsonb NOT NULL,
        results jsonb NOT NULL,
        price_snapshot jsonb NOT NULL,
        document_queued_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX calculations_document_pending_idx ON calculations (created_at) WHERE document_queued_at IS NULL`,
    );

    await q.query(`
      CREATE TABLE conversion_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('concrete', 'renovation', 'contact', 'phone')),
        reference_id uuid,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX conversion_events_created_kind_idx ON conversion_events (created_at, kind)`);

    await q.query(`
      CREATE TABLE phone_leads (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        customer_phone text NOT NULL,
        service text NOT NULL,
        context text NOT NULL,
        priority text NOT NULL CHECK (priority IN ('high', 'medium', 'low')),
        calculation_data jsonb,
        notification_queued_at timestamptz,
        submitted_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX phone_leads_submitted_idx ON phone_leads (submitted_at DESC)`);
    await q.query(
      `CREATE INDEX phone_leads_notification_pending_idx ON phone_leads (submitted_at) WHERE notification_queued_at IS NULL`,
    );

    await q.query(`
      CREATE TABLE quote_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text,
        phone text,
        customer_name text,
        service text NOT NULL,
        calculation_type text,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'contacted', 'completed')),
        calculation_data jsonb,
        notification_queued_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX quote_requests_created_idx ON quote_requests (created_at DESC)`);
    await q.query(
      `CREATE INDEX quote_requests_notification_pending_idx ON quote_requests (created_at) WHERE notification_queued_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE quote_requests`);
    await q.query(`DROP TABLE phone_leads`);
    await q.query(`DROP TABLE conversion_events`);
    await q.query(`DROP TABLE calculations`);
    await q.query(`DROP FUNCTION next_quote_number()`);
    await q.query(`DROP SEQUENCE quote_number_seq`);
    await q.query(`DROP TABLE price_settings`);
  }
}
