import { type MigrationInterface, type QueryRunner } from 'typeorm';

const EVENTS = [
  {
    event: 'INSERT',
    name: 'inserted',
    referencing: 'NEW TABLE AS new_rows',
    ids: 'SELECT customer_id FROM new_rows',
  },
  {
    event: 'UPDATE',
    name: 'updated',
    referencing: 'OLD TABLE AS old_rows NEW TABLE AS new_rows',
    ids: 'SELECT customer_id FROM old_rows UNION SELECT customer_id FROM new_rows',
  },
  {
    event: 'DELETE',
    name: 'deleted',
    referencing: 'OLD TABLE AS old_rows',
    ids: 'SELECT customer_id FROM old_rows',
  },
] as const;

/**
 * The customers' list columns are refreshed once per statement over the customers it touched (transition tables),
 * not once per touchpoint row: a batch of a thousand matched records or a merge of a long timeline is one refresh
 * per customer. (Postgres allows transition tables only on single-event triggers: one per event.)
 */
export class CustomerBatchTriggers1768435200100 implements MigrationInterface {
  name = 'CustomerBatchTriggers1768435200100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER customer_touchpoints_changed ON customer_touchpoints`);
    await q.query(`DROP FUNCTION customer_touchpoints_changed()`);
    for (const { event, name, referencing, ids } of EVENTS) {
      await q.query(`
        CREATE FUNCTION customer_touchpoints_${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM refresh_customers(ARRAY(${ids}));
          RETURN NULL;
        END $$`);
      await q.query(`
        CREATE TRIGGER customer_touchpoints_${name} AFTER ${event} ON customer_touchpoints
          REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION customer_touchpoints_${name}()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const { name } of EVENTS) {
      await q.query(`DROP TRIGGER customer_touchpoints_${name} ON customer_touchpoints`);
      await q.query(`DROP FUNCTION customer_touchpoints_${name}()`);
    }
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
  }
}
