// What the load benchmarks (load-floor.mjs, gateway-overhead.mjs) share: their options, the calculation they
// post with autocannon, and the summary of interleaved rounds.
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const autocannon = createRequire(import.meta.url)('autocannon');

/**
 * `--connections 50 --rounds N --duration 10 --soak-connections 200 --soak S` from the command line.
 * @param {{ rounds: number; soak: number }} defaults
 */
export function loadOptions(defaults) {
  const { values } = parseArgs({
    strict: false,
    options: {
      connections: { type: 'string', default: '50' },
      rounds: { type: 'string', default: String(defaults.rounds) },
      duration: { type: 'string', default: '10' },
      'soak-connections': { type: 'string', default: '200' },
      soak: { type: 'string', default: String(defaults.soak) },
    },
  });
  return {
    connections: Number(values.connections),
    rounds: Number(values.rounds),
    duration: Number(values.duration),
    soakConnections: Number(values['soak-connections']),
    soakSeconds: Number(values.soak),
  };
}

/** POST /api/calculate-concrete on `port` with `connections` for `seconds`: autocannon's result. */
export function postCalculations(port, seconds, connections) {
  return autocannon({
    url: `http://127.0.0.1:${port}/api/calculate-concrete`,
    connections,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ stepCount: 10, stepWidth: 100, stepDepth: 30 }),
  });
}

/** Average req/s, the worst round's p99, each round's p99 and the bad answers of several autocannon results. */
export function summarize(list) {
  return {
    rps: list.reduce((sum, r) => sum + r.requests.average, 0) / list.length,
    p99: Math.max(...list.map((r) => r.latency.p99)),
    // Each round's p99: the machine's own variation shows in one side's as much as in the other's.
    rounds: list.map((r) => r.latency.p99).join(' / '),
    bad: list.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
  };
}

/** One line about a soak's result. */
export function soakLine(label, connections, seconds, soak) {
  return (
    `soak ${label}: ${connections} connections for ${seconds} s: ${soak.requests.average.toFixed(0)} req/s, ` +
    `p99 ${soak.latency.p99} ms, ${soak['2xx']} × 2xx, ${soak.non2xx} non-2xx, ${soak.errors} errors, ` +
    `${soak.timeouts} timeouts`
  );
}
