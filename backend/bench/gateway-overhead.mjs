#!/usr/bin/env node
// What the local gateway (infra/gateway/server.mjs, its own process as in `npm start`) costs a request to the
// API: POST /api/calculate-concrete straight to the API and through the gateway, interleaved in one run
// (direct, gateway, direct, gateway) so both see the same machine state, as load-floor.mjs does; then a soak at
// many connections on both. Prints req/s, p99, the overhead (1 − gateway/direct) and the CPU each process spent
// per request (API, gateway, autocannon: on 2 cores they share the same CPUs). Not a timed test: it prints.
//
//   npm run build -w @stairs/backend && node backend/bench/gateway-overhead.mjs [--connections 50]
//     [--rounds 3] [--duration 10] [--soak-connections 200] [--soak 15]
import { spawn } from 'node:child_process';
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

/** One autocannon run, with the CPU ms each process spent per request of it. */
async function run(port, seconds, conns) {
  const before = {
    api: processCpuMs(api.pid),
    gateway: processCpuMs(gateway.pid),
    bench: process.cpuUsage(),
  };
  const result = await postCalculations(port, seconds, conns);
  const perRequest = (ms) => ms / Math.max(1, result.requests.total);
  return {
    result,
    cpu: {
      api: perRequest(processCpuMs(api.pid) - before.api),
      gateway: perRequest(processCpuMs(gateway.pid) - before.gateway),
      bench: perRequest(nodeCpuMs(before.bench)),
    },
  };
}

const average = (list) => list.reduce((sum, value) => sum + value, 0) / list.length;
/** @param {Awaited<ReturnType<typeof run>>[]} list */
const row = (label, list) => {
  const figures = summarize(list.map((r) => r.result));
  const cpu = ['api', 'gateway', 'bench'].map((name) => average(list.map((r) => r.cpu[name])).toFixed(2));
  return {
    rps: figures.rps,
    line: `| ${label} | ${figures.rps.toFixed(0)} | ${figures.p99} | ${figures.rounds} | ${cpu.join(' / ')} | ${figures.bad} |`,
  };
};

try {
  await waitForGateway(30_000);
  console.log(`load average at start: ${load()}`);
  await run(apiPort, 3, connections);
  await run(gatewayPort, 3, connections);

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
    '| path | req/s | p99 ms (worst round) | p99 ms per round | CPU ms per request: API / gateway / autocannon | non-2xx/errors |',
  );
  console.log('|---|---:|---:|---|---|---:|');
  console.log(direct.line);
  console.log(through.line);
  console.log(
    `gateway overhead: ${((1 - through.rps / direct.rps) * 100).toFixed(0)} % of the API's req/s (target ≤ 20 %)`,
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
