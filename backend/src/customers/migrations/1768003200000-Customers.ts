import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { addTouchpointSource, dropTouchpointSource } from '../touchpoint-source-schema';

const SOURCES = [
  { kind: 'contact-message', table: 'contact_messages' },
  { kind: 'phone-lead', table: 'phone_leads' },
  { kind: 'quote-request', table: 'quote_requests' },
  { kind: 'quote-email', table: 'quote_emails' },
] as const;

/**
 * One customer per person across the channels (src/customers). A customer's list columns (name, e-mail, phone,
 * latest step, count, search text) are kept by a trigger on its touchpoints, so every way a touchpoint comes, moves
 * or goes (match, merge, split, a deleted record) updates them in the same transaction, and a customer left
 * without touchpoints is deleted. The list reads newest step first, one keyset range of customers_list_idx per page.
 */
export class Customers1768003200000 implements MigrationInterface {
  name = 'Customers1768003200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE customers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text,
        email text,
        phone text,
        last_touchpoint_kind text NOT NULL,
        last_touchpoint_at timestamptz NOT NULL,
        touchpoint_count integer NOT NULL DEFAULT 0,
        search text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX customers_list_idx ON customers (last_touchpoint_at, id)`);
    await q.query(`
      CREATE TABLE customer_touchpoints (
        source_kind text NOT NULL,
        source_id uuid NOT NULL,
        customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        occurred_at timestamptz NOT NULL,
        name text,
        email text,
        phone text,
        email_key text,
        phone_key text,
        matched_by text NOT NULL,
        matched_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (source_kind, source_id)
      )`);
    await q.query(
      `CREATE INDEX customer_touchpoints_customer_idx ON customer_touchpoints (customer_id, occurred_at)`,
    );
    await q.query(
      `CREATE INDEX customer_touchpoints_email_idx ON customer_touchpoints (email_key) WHERE email_key IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX customer_touchpoints_phone_idx ON customer_touchpoints (phone_key) WHERE phone_key IS NOT NULL`,
    );
    await q.query(`
      CREATE FUNCTION refresh_customers(ids uuid[]) RETURNS void LANGUAGE sql AS $$
        UPDATE customers c
           SET touchpoint_count = s.n, last_touchpoint_at = s.last_at, last_touchpoint_kind = s.last_kind,
               name = s.name, email = s.email, phone = s.phone, search = s.search
          FROM (SELECT t.customer_id, count(*)::int AS n, max(t.occurred_at) AS last_at,
                       (array_agg(t.source_kind ORDER BY t.occurred_at DESC, t.source_id DESC))[1] AS last_kind,
                       (array_agg(t.name ORDER BY t.occurred_at DESC) FILTER (WHERE t.name IS NOT NULL))[1] AS name,
                       (array_agg(t.email ORDER BY t.occurred_at DESC) FILTER (WHERE t.email IS NOT NULL))[1] AS email,
                       (array_agg(t.phone ORDER BY t.occurred_at DESC) FILTER (WHERE t.phone IS NOT NULL))[1] AS phone,
                       lower(concat_ws(' ', string_agg(DISTINCT t.name, ' '), string_agg(DISTINCT t.email_key, ' '),
                                       string_agg(DISTINCT t.phone_key, ' '))) AS search
                  FROM customer_touchpoints t
                 WHERE t.customer_id = ANY(ids)
                 GROUP BY t.customer_id) s
         WHERE c.id = s.customer_id;
        DELETE FROM customers c
         WHERE c.id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM customer_touchpoints t WHERE t.customer_id = c.id);
      $$`);
    await q.query(`
      CREATE FUNCTION customer_touchpoints_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN PERFORM refresh_customers(ARRAY[NEW.customer_id]);
        ELSIF TG_OP = 'DELETE' THEN PERFORM refresh_customers(ARRAY[OLD.customer_id]);
        ELSE PERFORM refresh_customers(ARRAY[OLD.customer_id, NEW.customer_id]);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER customer_touchpoints_changed AFTER INSERT OR UPDATE OR DELETE ON customer_touchpoints
        FOR EACH ROW EXECUTE FUNCTION customer_touchpoints_changed()`);
    await q.query(`
      CREATE FUNCTION customer_touchpoint_source_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM customer_touchpoints WHERE source_kind = TG_ARGV[0] AND source_id = OLD.id;
        RETURN NULL;
      END $$`);
    for (const { kind, table } of SOURCES) await addTouchpointSource(q, kind, table);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const { table } of SOURCES) await dropTouchpointSource(q, table);
    await q.query(`DROP TABLE customer_touchpoints`);
    await q.query(`DROP TABLE customers`);
    await q.query(`DROP FUNCTION customer_touchpoint_source_deleted()`);
    await q.query(`DROP FUNCTION customer_touchpoints_changed()`);
    await q.query(`DROP FUNCTION refresh_customers(uuid[])`);
  }
}
