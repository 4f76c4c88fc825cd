import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Posts of the public forms the spam defence caught: a number per form and day (Vienna's), nothing they said. */
export class SpamCounts1767830400000 implements MigrationInterface {
  name = 'SpamCounts1767830400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE spam_counts (
        day date NOT NULL,
        form text NOT NULL,
        count integer NOT NULL CHECK (count > 0),
        PRIMARY KEY (day, form)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE spam_counts`);
  }
}
