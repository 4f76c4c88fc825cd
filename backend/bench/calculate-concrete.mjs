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
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { requireBuild, startBenchApi } from './lib/bench-api.mjs';

requireBuild();
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
const autocannon = createRequire(import.meta.url)('autocannon');
const base = `http://127.0.0.1:${port}`;

const api = await startBenchApi({ port });
try {
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
  await api.stop();
}
