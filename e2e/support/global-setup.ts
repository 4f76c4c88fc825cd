import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { Client } from 'pg';
import { mailCatcherUrls, startMailCatcher, stopMailCatcher } from './mail-catcher';
import { E2E_ADMIN_PASSWORD, E2E_API_PORT, E2E_GATEWAY_PORT, E2E_NOTIFY_EMAIL } from './stack-env';

const repoRoot = path.resolve(__dirname, '../..');
const adminDatabaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function databaseUrlFor(name: string): string {
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Removes this run's queue and session keys: runs never see each other's data, nor leave it behind. */
async function deleteRedisKeys(pattern: string): Promise<void> {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  await redis.connect();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) await redis.del(...keys);
  } while (cursor !== '0');
  await redis.quit();
}

/**
 * Starts the composed production build against a throw-away database and Redis prefix; returns the teardown.
 * The stack helper is plain ESM JavaScript shared with `npm start`.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const databaseName = `stairs_e2e_${runId}`;
  // Every e-mail of the run goes to its mail catcher, whose inbox the tests read (support/mail-catcher.ts); the
  // test workers inherit its folder.
  const mailCatcherDir = mkdtempSync(path.join(tmpdir(), 'stairs-e2e-mail-'));
  process.env.E2E_MAIL_CATCHER_DIR = mailCatcherDir;
  const mail = await mailCatcherUrls();
  const env: NodeJS.ProcessEnv = {
    DATABASE_URL: databaseUrlFor(databaseName),
    REDIS_PREFIX: `e2e-${runId}`,
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    DOCUMENTS_DIR: mkdtempSync(path.join(tmpdir(), 'stairs-e2e-documents-')),
    // Uploads and the demo pictures of this run (stored by the migrate step's seed) stay out of backend/var.
    OBJECTS_DIR: mkdtempSync(path.join(tmpdir(), 'stairs-e2e-objects-')),
    // The rendered pages, published remote versions and /remotes.json of this run.
    PAGES_DIR: mkdtempSync(path.join(tmpdir(), 'stairs-e2e-pages-')),
    PUBLISHED_REMOTES_DIR: mkdtempSync(path.join(tmpdir(), 'stairs-e2e-remotes-')),
    REMOTES_MANIFEST_FILE: path.join(
      mkdtempSync(path.join(tmpdir(), 'stairs-e2e-manifest-')),
      'remotes.json',
    ),
    LOG_LEVEL: 'warn',
    SMTP_URL: mail.smtpUrl,
    MAIL_INBOX_URL: mail.inboxUrl,
    NOTIFY_EMAIL: E2E_NOTIFY_EMAIL,
    // Every visitor of the suite writes from 127.0.0.1: the limits per client address are tested by the API's own
    // tests (backend/test/rate-limit.int.test.ts, forms-http.int.test.ts); here they would only cut the suite short.
    RATE_LIMIT_LEADS: '500',
    RATE_LIMIT_CALCULATIONS: '500',
  };
  const migrate = spawnSync(process.execPath, [path.join(repoRoot, 'backend/dist/database/migrate.js')], {
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (migrate.status !== 0) throw new Error('e2e: migrating the throw-away database failed');

  const { startStack } = (await import(path.join(repoRoot, 'infra/scripts/lib/stack.mjs'))) as {
    startStack: (options: {
      gatewayPort: number;
      apiPort: number;
      env: NodeJS.ProcessEnv;
      quiet: boolean;
    }) => Promise<{ stop: () => Promise<void> }>;
  };
  await startMailCatcher();
  const stack = await startStack({
    gatewayPort: E2E_GATEWAY_PORT,
    apiPort: E2E_API_PORT,
    env,
    quiet: true,
  }).catch(async (error: unknown) => {
    await stopMailCatcher();
    throw error;
  });
  // The test workers inherit this process's environment: a test that publishes a remote uses this run's folders.
  Object.assign(process.env, env, { API_URL: `http://127.0.0.1:${E2E_API_PORT}` });

  return async () => {
    await stack.stop();
    await stopMailCatcher();
    rmSync(mailCatcherDir, { recursive: true, force: true });
    const client = new Client({ connectionString: adminDatabaseUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await client.end();
    await deleteRedisKeys(`${env.REDIS_PREFIX}*`);
  };
}
