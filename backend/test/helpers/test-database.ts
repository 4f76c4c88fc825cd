import { randomBytes } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { type AppConfig, loadConfig } from '../../src/config';
import { dropDatabase, splitDatabaseUrl } from '../../src/database/ensure-database';
import { migrateDatabase } from '../../src/database/migrate';
import { contentTypeOfKey } from '../../src/storage/object-storage';
import { createObjectStorage } from '../../src/storage/storage.module';

const BASE_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/stairs';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * The jest run's template installation: a migrated and seeded database and the objects the seeds render on
 * every installation (the home page's hero picture). Each test copies both (`CREATE DATABASE … TEMPLATE` and a
 * file copy, a fraction of a second) instead of migrating and rendering its own (about 6 s at a load of 15, and
 * on a busier machine more than a hook's budget). jest's globalSetup (test/global-setup.ts) makes it and names
 * its `testConfig` suffix here for the test files.
 */
const TEMPLATE_VARIABLE = 'STAIRS_TEST_TEMPLATE';

function databaseUrlFor(name: string): string {
  const url = new URL(BASE_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Configuration of a test run: its own database name and Redis prefix, nothing from the developer's env.
 * The public-write rate limits are set out of reach, because suites post many calculations and leads from
 * one address; test/rate-limit.int.test.ts sets small ones through `env`.
 */
export function testConfig(suffix: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrlFor(`stairs_test_${suffix}`),
    REDIS_URL,
    REDIS_PREFIX: `test-${suffix}`,
    LOG_LEVEL: 'silent',
    // A run's own secret, also where a test sets NODE_ENV=development or production (which require one).
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    RATE_LIMIT_CALCULATIONS: '1000000',
    RATE_LIMIT_LEADS: '1000000',
    OBJECTS_DIR: path.join(tmpdir(), `stairs-test-objects-${suffix}`),
    // No rendered frame unless a test writes one: the form pages are then the API's own minimal document.
    PAGES_DIR: path.join(tmpdir(), `stairs-test-pages-${suffix}`),
    // Optimizing the demo pictures into WebP takes seconds: only test/demo-content.int.test.ts turns it on.
    SEED_DEMO_CONTENT: 'false',
    ...env,
  });
}

/** Makes the run's template installation (jest globalSetup, in jest's own process). */
export async function createTemplate(): Promise<void> {
  const suffix = `template_${randomBytes(5).toString('hex')}`;
  await migrateDatabase(testConfig(suffix), { log: () => undefined });
  // Test files run in workers that jest starts after the setup, with its environment.
  process.env[TEMPLATE_VARIABLE] = suffix;
}

/** Removes the run's template installation (jest globalTeardown, in the process that made it). */
export async function removeTemplate(): Promise<void> {
  const suffix = process.env[TEMPLATE_VARIABLE];
  if (!suffix) return;
  const template = testConfig(suffix);
  await dropDatabase(template.databaseUrl);
  await rm(template.objectsDir, { recursive: true, force: true });
}

/**
 * Makes the test configuration's database and object storage what a started API leaves (seeds that depend on the
 * configuration, like the demo content, run again when the app starts): a copy of the run's template, or,
 * outside a jest run that made one, migrated and seeded here.
 */
export async function createTestInstallation(config: AppConfig): Promise<void> {
  const suffix = process.env[TEMPLATE_VARIABLE];
  if (!suffix) {
    await migrateDatabase(config, { log: () => undefined });
    return;
  }
  const template = testConfig(suffix);
  const client = new Client({
    connectionString: splitDatabaseUrl(config.databaseUrl).serverUrl,
    connectionTimeoutMillis: 5000,
  });
  await client.connect();
  try {
    const name = (url: string) => client.escapeIdentifier(splitDatabaseUrl(url).database);
    await client.query(`CREATE DATABASE ${name(config.databaseUrl)} TEMPLATE ${name(template.databaseUrl)}`);
  } finally {
    await client.end();
  }
  // Into the configured storage (a local directory, or a test's S3 server).
  const storage = createObjectStorage(config);
  for (const file of await readdir(template.objectsDir, { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const filePath = path.join(file.parentPath, file.name);
    const key = path.relative(template.objectsDir, filePath).split(path.sep).join('/');
    const contentType = contentTypeOfKey(key) ?? 'application/octet-stream';
    await storage.put(key, { path: filePath, size: (await stat(filePath)).size }, contentType);
  }
}
