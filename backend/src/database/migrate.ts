import pino from 'pino';
import { DataSource } from 'typeorm';
import { type AppConfig, loadConfig } from '../config';
import { dataSourceOptions } from './data-source';
import { ensureDatabase } from './ensure-database';
import { runSeeds, type SeedLogger } from './seeding';
import { SEEDERS } from './seeds';
import { createObjectStorage } from '../storage/storage.module';

/** Creates the database if missing, applies pending migrations, then fills empty tables with seed data. */
export async function migrateDatabase(config: AppConfig, logger: SeedLogger): Promise<void> {
  if (await ensureDatabase(config.databaseUrl)) logger.log('Created the database');
  const dataSource = new DataSource(dataSourceOptions(config));
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations();
    for (const migration of applied) logger.log(`Applied migration ${migration.name}`);
    await runSeeds(dataSource, SEEDERS, logger, { config, storage: createObjectStorage(config) });
  } finally {
    await dataSource.destroy();
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, base: { process: 'migrate' } });
  try {
    await migrateDatabase(config, { log: (message) => log.info(message) });
    log.info('Database is up to date');
  } catch (error) {
    log.error({ err: error }, 'Migration failed');
    process.exitCode = 1;
  }
}

if (require.main === module) void main();
