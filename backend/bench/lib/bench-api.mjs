// The real API (dist/main.js) on a throw-away database and Redis prefix, for the load benchmarks: started,
// waited for, and cleaned up afterwards (database dropped, Redis keys deleted).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const dist = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');
const require = createRequire(import.meta.url);

export function requireBuild() {
  if (!existsSync(join(dist, 'main.js'))) {
    console.error(`Missing ${dist}/main.js: build first (npm run build -w @stairs/backend).`);
    process.exit(1);
  }
}

/**
 * @param {{ port: number, env?: Record<string, string>, worker?: boolean }} options
 * With `worker`, the worker (dist/worker.js) runs too, with the same settings (jobs: documents, e-mails, webhooks).
 * The API runs with RATE_LIMIT_CALCULATIONS=1000000: every request comes from 127.0.0.1, and the default limit
 * would answer 429 after the first 60; the limiter still does its Redis round trip, as in production.
 */
export async function startBenchApi({ port, env: extraEnv = {}, worker = false }) {
  const { loadConfig } = require(join(dist, 'config', 'index.js'));
  const { migrateDatabase } = require(join(dist, 'database', 'migrate.js'));
  const suffix = randomBytes(4).toString('hex');
  const databaseUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/stairs');
  databaseUrl.pathname = `/stairs_bench_${suffix}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    ADMIN_PASSWORD: randomBytes(16).toString('hex'),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: databaseUrl.toString(),
    REDIS_PREFIX: `bench-${suffix}`,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    LOG_LEVEL: 'warn', // request logging off: it would measure the terminal
    RATE_LIMIT_CALCULATIONS: '1000000',
    SEED_DEMO_CONTENT: 'false',
    ...extraEnv,
  };
  const config = loadConfig(env);
  await migrateDatabase(config, { log: () => undefined });
  const api = spawn(process.execPath, [join(dist, 'main.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const workerProcess = worker
    ? spawn(process.execPath, [join(dist, 'worker.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] })
    : undefined;
  try {
    // Generous: the API migrates nothing here, but a busy machine starts it slowly.
    await waitForHealth(`http://127.0.0.1:${port}`, 120_000);
  } catch (error) {
    // Not left running behind a failed benchmark.
    await stopProcess(api);
    if (workerProcess) await stopProcess(workerProcess);
    throw error;
  }
  return {
    config,
    adminPassword: env.ADMIN_PASSWORD,
    databaseUrl: databaseUrl.toString(),
    pid: api.pid,
    async stop() {
      await stopProcess(api);
      if (workerProcess) await stopProcess(workerProcess);
      const { dropDatabase } = require(join(dist, 'database', 'ensure-database.js'));
      await dropDatabase(config.databaseUrl).catch((error) =>
        console.error(`drop database: ${error.message}`),
      );
      await deleteRedisKeys(config.redis.url, config.redis.prefix).catch((error) =>
        console.error(`clean Redis: ${error.message}`),
      );
    },
  };
}

/** @param {import('node:child_process').ChildProcess} child */
export async function stopProcess(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** @param {string} base @param {number} timeoutMs */
async function waitForHealth(base, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`API did not become healthy within ${timeoutMs} ms`);
}

/** @param {string} url @param {string} prefix */
async function deleteRedisKeys(url, prefix) {
  const Redis = require('ioredis');
  const redis = new Redis(url, { lazyConnect: true });
  await redis.connect();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) await redis.unlink(...keys);
  } while (cursor !== '0');
  await redis.quit();
}
