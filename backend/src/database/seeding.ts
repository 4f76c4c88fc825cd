import { type DataSource, type EntityManager } from 'typeorm';

/**
 * One seed step. It must be idempotent and only fill what is empty (a seeder never overwrites data an admin
 * has changed); it runs on every start of the API and in the migrate CLI.
 */
export interface Seeder {
  readonly name: string;
  run(manager: EntityManager): Promise<SeedResult>;
}

export type SeedResult = 'seeded' | 'skipped';

export interface SeedLogger {
  log(message: string): void;
}

/** Seeds must not run twice at once (API and migrate CLI starting together): one advisory lock. */
const SEED_LOCK_KEY = 'stairs:seed';

/** True when the table has no rows. Seeders use it to fill empty tables only. */
export async function isTableEmpty(manager: EntityManager, table: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(`SELECT 1 FROM ${table} LIMIT 1`);
  return rows.length === 0;
}

export async function runSeeds(
  dataSource: DataSource,
  seeders: readonly Seeder[],
  logger: SeedLogger,
): Promise<void> {
  await dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SEED_LOCK_KEY]);
    for (const seeder of seeders) {
      const result = await seeder.run(manager);
      if (result === 'seeded') logger.log(`Seeded ${seeder.name}`);
    }
  });
}
