import path from 'node:path';
import { type DataSourceOptions } from 'typeorm';
import { type AppConfig } from '../config';

/**
 * Migrations are found by folder, not listed: every domain keeps its own `<domain>/migrations/` (the
 * documents module included) and the API, the worker and the migrate CLI all see the same set. The glob is
 * resolved next to this file, so it matches *.ts under jest and *.js in dist/.
 */
export const MIGRATIONS_GLOB = path.join(__dirname, '..', '**', 'migrations', '*.{js,ts}');
/** Entities by file name convention (`*.entity.ts`), so seeds in the migrate CLI can use them too. */
export const ENTITIES_GLOB = path.join(__dirname, '..', '**', '*.entity.{js,ts}');

/** DataSource options shared by the Nest app and the migrate CLI. synchronize stays off: schema = migrations. */
export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.databaseUrl,
    synchronize: false,
    entities: [ENTITIES_GLOB],
    migrations: [MIGRATIONS_GLOB],
    migrationsTableName: 'typeorm_migrations',
    migrationsTransactionMode: 'each',
    applicationName: 'stairs-backend',
    connectTimeoutMS: 5000,
    extra: { max: 10 },
  };
}
