import { type DataSource, type EntityManager } from 'typeorm';
import { type AppConfig } from '../config';
import { type ObjectStorage } from '../storage/object-storage';

/** What seeds may use besides the database: the configuration and the object storage (demo pictures). */
export interface SeedContext {
  config: AppConfig;
  storage: ObjectStorage;
}

/**
 * One seed step. It must be idempotent and only fill what is empty (a seeder never overwrites data an admin
 * has changed); it runs on every start of the API and in the migrate CLI.
 */
export interface Seeder {
  readonly name: string;
  /** Slow work (rendering pictures) before the seed transaction, so the lock is held only briefly. */
  prepare?(manager: EntityManager, context: SeedContext): Promise<void>;
  run(manager: EntityManager, context: SeedContext): Promise<SeedResult>;
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
  context: SeedContext,
): Promise<void> {
  for (const seeder of seeders) await seeder.prepare?.(dataSource.manager, context);
  await dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SEED_LOCK_KEY]);
    for (const seeder of seeders) {
      const result = await seeder.run(manager, context);
      if (result === 'seeded') logger.log(`Seeded ${seeder.name}`);
    }
  });
}
