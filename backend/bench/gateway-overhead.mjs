#!/usr/bin/env node
// What the local gateway (infra/gateway/server.mjs, its own process as in `npm start`) costs a request to the
// API: POST /api/calculate-concrete straight to the API and through the gateway, interleaved in one run
// (direct, gateway, direct, gateway) so both see the same machine state, as load-floor.mjs does; then a soak at
// many connections on both. Prints req/s, p99, the overhead (1 − gateway/direct) and the CPU each process spent
// per request (API, its Postgres backends, gateway, autocannon: on 2 cores they share the same CPUs, so the
// server side's CPU per request bounds the req/s whatever else runs). Not a timed test: it prints.
//
//   npm run build -w @stairs/backend && node backend/bench/gateway-overhead.mjs [--connections 50]
//     [--rounds 3] [--duration 10] [--soak-connections 200] [--soak 15]
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireBuild, startBenchApi, stopProcess } from './lib/bench-api.mjs';
import { loadOptions, postCalculations, soakLine, summarize } from './lib/load-run.mjs';
import { nodeCpuMs, processCpuMs } from './lib/process-cpu.mjs';

requireBuild();
const here = dirname(fileURLToPath(import.meta.url));
const { connections, rounds, duration, soakConnections, soakSeconds } = loadOptions({ rounds: 3, soak: 15 });
const apiPort = 3596;
const gatewayPort = 8596;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

/** The gateway answers once it listens and reaches the API. */
async function waitForGateway(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`http://127.0.0.1:${gatewayPort}/api/health`).catch(() => undefined);
    if (res?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`gateway did not answer within ${timeoutMs} ms`);
}

const api = await startBenchApi({ port: apiPort });
const gateway = spawn(process.execPath, [join(here, '..', '..', 'infra', 'gateway', 'server.mjs')], {
  env: {
    ...process.env,
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    API_URL: `http://127.0.0.1:${apiPort}`,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

/** @type {number[]} the Postgres backends of the API's pool (read after the warm-up has filled it) */
let postgresPids = [];
async function readPostgresPids() {
  const { Pool } = createRequire(import.meta.url)('pg');
  const pool = new Pool({ connectionString: api.config.databaseUrl, max: 1 });
  const { rows } = await pool.query(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  await pool.end();
  postgresPids = rows.map((row) => row.pid);
}
/** CPU ms of the API's Postgres backends (one that ended meanwhile counts no more). */
const postgresCpuMs = () =>
  postgresPids.reduce((sum, pid) => {
    try {
      return sum + processCpuMs(pid);
    } catch {
      return sum;
    }
  }, 0);

/** One autocannon run, with the CPU ms each process spent per request of it. */
async function run(port, seconds, conns) {
  const before = {
    api: processCpuMs(api.pid),
    postgres: postgresCpuMs(),
    gateway: processCpuMs(gateway.pid),
    bench: process.cpuUsage(),
  };
  const result = await postCalculations(port, seconds, conns);
  const perRequest = (ms) => ms / Math.max(1, result.requests.total);
  return {
    result,
    cpu: {
      api: perRequest(processCpuMs(api.pid) - before.api),
      postgres: perRequest(postgresCpuMs() - before.postgres),
      gateway: perRequest(processCpuMs(gateway.pid) - before.gateway),
      bench: perRequest(nodeCpuMs(before.bench)),
    },
  };
}

const average = (list) => list.reduce((sum, value) => sum + value, 0) / list.length;
/** @param {Awaited<ReturnType<typeof run>>[]} list */
const row = (label, list) => {
  const figures = summarize(list.map((r) => r.result));
  const cpu = ['api', 'postgres', 'gateway', 'bench'].map((name) => average(list.map((r) => r.cpu[name])));
  return {
    rps: figures.rps,
    cpu: { api: cpu[0], postgres: cpu[1], gateway: cpu[2] },
    line: `| ${label} | ${figures.rps.toFixed(0)} | ${figures.p99} | ${figures.rounds} | ${cpu.map((ms) => ms.toFixed(2)).join(' / ')} | ${figures.bad} |`,
  };
};

try {
  await waitForGateway(30_000);
  console.log(`load average at start: ${load()}`);
  await run(apiPort, 3, connections);
  await run(gatewayPort, 3, connections);
  await readPostgresPids();

  const results = { direct: [], gateway: [] };
  for (let round = 0; round < rounds; round += 1) {
    results.direct.push(await run(apiPort, duration, connections));
    results.gateway.push(await run(gatewayPort, duration, connections));
  }
  const direct = row('API direct', results.direct);
  const through = row('through the gateway', results.gateway);
  console.log(
    `POST /api/calculate-concrete, ${connections} connections, ${rounds} × ${duration} s each, interleaved`,
  );
  console.log(
    '| path | req/s | p99 ms (worst round) | p99 ms per round | CPU ms per request: API / Postgres / gateway / autocannon | non-2xx/errors |',
  );
  console.log('|---|---:|---:|---|---|---:|');
  console.log(direct.line);
  console.log(through.line);
  // On busy cores req/s follows the CPU a request costs: the gateway's share next to the API's own work
  // (API + its Postgres backends, measured direct) is what it takes from the API's throughput.
  const apiWork = direct.cpu.api + direct.cpu.postgres;
  const byCpu = through.cpu.gateway / (apiWork + through.cpu.gateway);
  console.log(
    `gateway overhead: ${((1 - through.rps / direct.rps) * 100).toFixed(0)} % of the API's req/s (target ≤ 20 %); ` +
      `by CPU: ${(byCpu * 100).toFixed(0)} % (gateway ${through.cpu.gateway.toFixed(2)} ms next to API + Postgres ${apiWork.toFixed(2)} ms per request)`,
  );

  let soakFailed = false;
  for (const [label, port] of /** @type {const} */ ([
    ['API direct', apiPort],
    ['through the gateway', gatewayPort],
  ])) {
    const { result: soak } = await run(port, soakSeconds, soakConnections);
    console.log(soakLine(label, soakConnections, soakSeconds, soak));
    soakFailed ||= soak.non2xx + soak.errors + soak.timeouts > 0;
  }
  console.log(`load average at the end: ${load()}`);
  if (soakFailed) process.exitCode = 1;
} finally {
  await stopProcess(gateway);
  await api.stop();
}
