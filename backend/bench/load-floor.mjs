#!/usr/bin/env node
// Load benchmark against a floor: POST /api/calculate-concrete of the real API (dist/main.js) and of a bare
// NestJS + pg endpoint doing the same one-transaction insert (lib/floor-app.mjs), interleaved in one run (A B A B)
// so both see the same machine state; then a soak at many connections that must end without errors.
// Prints req/s and p99 of both, the ratio, and the soak's error count. Not a timed test: it prints.
//
//   npm run build -w @stairs/backend && node backend/bench/load-floor.mjs [--connections 50] [--rounds 2]
//     [--duration 10] [--soak-connections 200] [--soak 60]
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireBuild, startBenchApi, stopProcess } from './lib/bench-api.mjs';
import { loadOptions, postCalculations, soakLine, summarize } from './lib/load-run.mjs';

requireBuild();
const here = dirname(fileURLToPath(import.meta.url));
const { connections, rounds, duration, soakConnections, soakSeconds } = loadOptions({ rounds: 2, soak: 20 });
const apiPort = 3196;
const floorPort = 3197;

/** The floor answers once its port is open (any status below 500). */
async function waitForFloor(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`http://127.0.0.1:${floorPort}/api/calculate-concrete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }).catch(() => undefined);
    if (res && res.status < 500) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`floor did not answer within ${timeoutMs} ms`);
}

const api = await startBenchApi({ port: apiPort });
const floor = spawn(
  process.execPath,
  [join(here, 'lib', 'floor-app.mjs'), String(floorPort), api.databaseUrl],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
try {
  await waitForFloor(30_000);
  await postCalculations(apiPort, 3, connections);
  await postCalculations(floorPort, 3, connections);

  const results = { api: [], floor: [] };
  for (let round = 0; round < rounds; round += 1) {
    results.api.push(await postCalculations(apiPort, duration, connections));
    results.floor.push(await postCalculations(floorPort, duration, connections));
  }
  const apiFigures = summarize(results.api);
  const floorFigures = summarize(results.floor);
  console.log(
    `POST /api/calculate-concrete, ${connections} connections, ${rounds} × ${duration} s each, interleaved`,
  );
  console.log('| endpoint | req/s | p99 ms (worst round) | p99 ms per round | non-2xx/errors |');
  console.log('|---|---:|---:|---|---:|');
  console.log(
    `| API (dist/main.js) | ${apiFigures.rps.toFixed(0)} | ${apiFigures.p99} | ${apiFigures.rounds} | ${apiFigures.bad} |`,
  );
  console.log(
    `| floor (bare NestJS + pg, same insert) | ${floorFigures.rps.toFixed(0)} | ${floorFigures.p99} | ${floorFigures.rounds} | ${floorFigures.bad} |`,
  );
  console.log(
    `API / floor: ${((apiFigures.rps / floorFigures.rps) * 100).toFixed(0)} % (target ≥ 60 %, p99 ≤ 100 ms)`,
  );

  const soak = await postCalculations(apiPort, soakSeconds, soakConnections);
  console.log(soakLine('API', soakConnections, soakSeconds, soak));
  if (soak.non2xx + soak.errors + soak.timeouts > 0) process.exitCode = 1;
} finally {
  await stopProcess(floor);
  await api.stop();
}
