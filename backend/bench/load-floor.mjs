#!/usr/bin/env node
// Load benchmark against a floor: POST /api/calculate-concrete of the real API (dist/main.js) and of a bare
// NestJS + pg endpoint doing the same one-transaction insert (floor-app.mjs), interleaved in one run (A B A B)
// so both see the same machine state; then a soak at many connections that must end without errors.
// Prints req/s and p99 of both, the ratio, and the soak's error count. Not a timed test: it prints.
//
//   npm run build -w @stairs/backend && node backend/bench/load-floor.mjs [--connections 50] [--rounds 2]
//     [--duration 10] [--soak-connections 200] [--soak 60]
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
const { values } = parseArgs({
  strict: false,
  options: {
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '2' },
    duration: { type: 'string', default: '10' },
    'soak-connections': { type: 'string', default: '200' },
    soak: { type: 'string', default: '20' },
  },
});
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const duration = Number(values.duration);
const soakConnections = Number(values['soak-connections']);
const soakSeconds = Number(values.soak);

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const Redis = require('ioredis');
const { loadConfig } = require(join(dist, 'config', 'index.js'));
const { migrateDatabase } = require(join(dist, 'database', 'migrate.js'));
const { dropDatabase } = require(join(dist, 'database', 'ensure-database.js'));

const suffix = randomBytes(4).toString('hex');
const databaseUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/stairs');
databaseUrl.pathname = `/stairs_bench_${suffix}`;
const apiPort = 3196;
const floorPort = 3197;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  ADMIN_PASSWORD: randomBytes(16).toString('hex'),
  SESSION_SECRET: randomBytes(32).toString('hex'),
  DATABASE_URL: databaseUrl.toString(),
  REDIS_PREFIX: `bench-${suffix}`,
  API_PORT: String(apiPort),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_CALCULATIONS: '1000000',
  SEED_DEMO_CONTENT: 'false',
};
const config = loadConfig(env);

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const request = {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ stepCount: 10, stepWidth: 100, stepDepth: 30 }),
};
const run = (port, seconds, conns) =>
  autocannon({
    url: `http://127.0.0.1:${port}/api/calculate-concrete`,
    connections: conns,
    duration: seconds,
    ...request,
  });

/** The run's queue and rate-limit keys (the API enqueues a quote document per request). */
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

const children = [];
try {
  await migrateDatabase(config, { log: () => undefined });
  children.push(
    spawn(process.execPath, [join(dist, 'main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] }),
  );
  children.push(
    spawn(process.execPath, [join(here, 'floor-app.mjs'), String(floorPort), databaseUrl.toString()], {
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  await waitFor(`http://127.0.0.1:${apiPort}/api/calculate-concrete`, 30_000);
  await waitFor(`http://127.0.0.1:${floorPort}/api/calculate-concrete`, 30_000);
  await run(apiPort, 3, connections);
  await run(floorPort, 3, connections);

  const results = { api: [], floor: [] };
  for (let round = 0; round < rounds; round += 1) {
    results.api.push(await run(apiPort, duration, connections));
    results.floor.push(await run(floorPort, duration, connections));
  }
  const summary = (list) => ({
    rps: list.reduce((sum, r) => sum + r.requests.average, 0) / list.length,
    p99: Math.max(...list.map((r) => r.latency.p99)),
    bad: list.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
  });
  const api = summary(results.api);
  const floor = summary(results.floor);
  console.log(
    `POST /api/calculate-concrete, ${connections} connections, ${rounds} × ${duration} s each, interleaved`,
  );
  console.log('| endpoint | req/s | p99 ms | non-2xx/errors |');
  console.log('|---|---:|---:|---:|');
  console.log(`| API (dist/main.js) | ${api.rps.toFixed(0)} | ${api.p99} | ${api.bad} |`);
  console.log(
    `| floor (bare NestJS + pg, same insert) | ${floor.rps.toFixed(0)} | ${floor.p99} | ${floor.bad} |`,
  );
  console.log(`API / floor: ${((api.rps / floor.rps) * 100).toFixed(0)} % (target ≥ 60 %, p99 ≤ 100 ms)`);

  const soak = await run(apiPort, soakSeconds, soakConnections);
  console.log(
    `soak: ${soakConnections} connections for ${soakSeconds} s: ${soak.requests.average.toFixed(0)} req/s, p99 ${soak.latency.p99} ms, ` +
      `${soak['2xx']} × 2xx, ${soak.non2xx} non-2xx, ${soak.errors} errors, ${soak.timeouts} timeouts`,
  );
  if (soak.non2xx + soak.errors + soak.timeouts > 0) process.exitCode = 1;
} finally {
  for (const child of children) {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
  await dropDatabase(config.databaseUrl).catch((error) => console.error(`drop database: ${error.message}`));
  await cleanRedis().catch((error) => console.error(`clean Redis: ${error.message}`));
}
