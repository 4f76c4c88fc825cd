#!/usr/bin/env node
// Load benchmark of POST /api/calculate-concrete on loopback: the real API process (dist/main.js) on its own
// throw-away database and Redis prefix, driven by autocannon for 20 s. Every request does the full work:
// validation, price read, integer-cent formulas, insert with quote number + conversion event (one
// transaction), then the `documents` job enqueue (no worker runs, so jobs only pile up in Redis).
// Not a timed test: it prints.
//
//   npm run build -w @stairs/backend && node backend/bench/calculate-concrete.mjs [--duration 20] [--connections 10]
//
// Env: DATABASE_URL / REDIS_URL (server defaults as everywhere; the database name is replaced).
// The API runs with RATE_LIMIT_CALCULATIONS=1000000: every request comes from 127.0.0.1, and the default
// (60 per 10 minutes) would turn all but the first 60 into 429s. The limiter itself still runs (one Redis
// round trip per request, as in production), so its cost is part of the figures.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
if (!existsSync(join(dist, 'main.js'))) {
  console.error(`Missing ${dist}/main.js: build first (npm run build -w @stairs/backend).`);
  process.exit(1);
}

// run.mjs hands every script the same arguments: ignore the ones meant for other benchmarks.
const { values } = parseArgs({
  strict: false,
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3198' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const port = Number(values.port);

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const Redis = require('ioredis');
const { loadConfig } = require(join(dist, 'config', 'index.js'));
const { migrateDatabase } = require(join(dist, 'database', 'migrate.js'));
const { dropDatabase } = require(join(dist, 'database', 'ensure-database.js'));

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
  RATE_LIMIT_CALCULATIONS: '1000000', // out of reach: measure the API, not the per-address limit
};
const config = loadConfig(env);
const base = `http://127.0.0.1:${port}`;

async function waitForHealth(timeoutMs) {
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

async function cleanRedis() {
  const redis = new Redis(config.redis.url, { lazyConnect: true });
  await redis.connect();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${config.redis.prefix}:*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) await redis.unlink(...keys);
  } while (cursor !== '0');
  await redis.quit();
}

let api;
try {
  await migrateDatabase(config, { log: () => undefined });
  api = spawn(process.execPath, [join(dist, 'main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForHealth(30_000);

  const request = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ stepCount: 10, stepWidth: 100, stepDepth: 30 }),
  };
  // Warm-up (JIT, connection pool, prepared plans) before the measured run.
  await autocannon({ url: `${base}/api/calculate-concrete`, connections, duration: 3, ...request });
  const result = await autocannon({
    url: `${base}/api/calculate-concrete`,
    connections,
    duration,
    ...request,
  });

  const ok = result['2xx'];
  console.log(`calculate-concrete, ${connections} connections, ${duration} s on loopback (autocannon)`);
  console.log(
    `  requests/s   avg ${result.requests.average.toFixed(0)}  (min ${result.requests.min}, max ${result.requests.max})`,
  );
  console.log(
    `  latency ms   p50 ${result.latency.p50}  p90 ${result.latency.p90}  p99 ${result.latency.p99}  max ${result.latency.max}`,
  );
  console.log(
    `  responses    ${ok} × 2xx, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
  );
  if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
} finally {
  if (api && api.exitCode === null) {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
  await dropDatabase(config.databaseUrl).catch((error) => console.error(`drop database: ${error.message}`));
  await cleanRedis().catch((error) => console.error(`clean Redis: ${error.message}`));
}
