import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Remembers that the demo content was seeded once, so removing it in the admin is not undone by a restart. */
export class DemoContentMarker1767571200000 implements MigrationInterface {
  name = 'DemoContentMarker1767571200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE demo_content (
        id smallint PRIMARY KEY CHECK (id = 1),
        seeded_at timestamptz NOT NULL DEFAULT now(),
        removed_at timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE demo_content`);
  }
}
