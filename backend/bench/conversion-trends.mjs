#!/usr/bin/env node
// The admin's 30-day conversion trend query (ConversionsService.trends from dist, its exact SQL) on a throw-away
// database holding `--events` conversion events spread over `--days` days before now. Prints the median, p95,
// min and max over `--runs` runs and the plan's top nodes (which index serves the range). Drops the database.
//
//   npm run build -w @stairs/backend && node backend/bench/conversion-trends.mjs [--events 100000 --days 35 --runs 50]
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
if (!existsSync(join(dist, 'conversions', 'conversions.service.js'))) {
  console.error(`Missing ${dist}: build first (npm run build -w @stairs/backend).`);
  process.exit(1);
}
const { values } = parseArgs({
  strict: false,
  options: {
    events: { type: 'string', default: '100000' },
    days: { type: 'string', default: '35' },
    runs: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '3' },
  },
});
const events = Number(values.events);
const days = Number(values.days);
const runs = Number(values.runs);
const warmup = Number(values.warmup);

const require = createRequire(import.meta.url);
const { Pool } = require('pg');
const { loadConfig } = require(join(dist, 'config', 'index.js'));
const { migrateDatabase } = require(join(dist, 'database', 'migrate.js'));
const { dropDatabase } = require(join(dist, 'database', 'ensure-database.js'));
const { ConversionsService } = require(join(dist, 'conversions', 'conversions.service.js'));

const suffix = randomBytes(4).toString('hex');
const databaseUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/stairs');
databaseUrl.pathname = `/stairs_bench_${suffix}`;
const scratch = join(tmpdir(), `stairs-bench-${suffix}`);
const config = loadConfig({
  NODE_ENV: 'test',
  DATABASE_URL: databaseUrl.toString(),
  LOG_LEVEL: 'silent',
  SEED_DEMO_CONTENT: 'false',
  OBJECTS_DIR: join(scratch, 'objects'),
  PAGES_DIR: join(scratch, 'pages'),
});

await migrateDatabase(config, { log: () => undefined });
const pool = new Pool({ connectionString: config.databaseUrl, max: 1 });
try {
  // Random instants over the last `days` days, the kinds in a calculator-heavy mix as on the site.
  await pool.query(
    `INSERT INTO conversion_events (kind, created_at)
     SELECT (ARRAY['concrete','concrete','concrete','renovation','renovation','contact','phone'])[1 + floor(random() * 7)::int],
            now() - random() * ($2::int * interval '1 day')
       FROM generate_series(1, $1::int)`,
    [events, days],
  );
  await pool.query('VACUUM ANALYZE conversion_events');

  let sql = '';
  let params = [];
  // The service's only use of its repository is query(sql, params): here it goes straight to pg.
  const service = new ConversionsService({
    query: async (text, parameters) => {
      sql = text;
      params = parameters;
      return (await pool.query(text, parameters)).rows;
    },
  });

  const timings = [];
  let result;
  for (let run = 0; run < warmup + runs; run += 1) {
    const started = process.hrtime.bigint();
    result = await service.trends();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (run >= warmup) timings.push(ms);
  }
  timings.sort((a, b) => a - b);
  const at = (q) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))];
  const counted = result.days.reduce(
    (sum, day) => sum + Object.values(day.counts).reduce((a, b) => a + b, 0),
    0,
  );
  const plan = (await pool.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ${sql}`, params)).rows
    .map((row) => row['QUERY PLAN'])
    .filter((line) => /Scan|Aggregate|Join|Sort|Function/.test(line));

  console.log(
    `conversion trends: ${events.toLocaleString('en')} events over ${days} days, ${runs} runs (load average ${loadavg()[0].toFixed(1)})`,
  );
  console.log(
    `  days answered: ${result.days.length}, events counted in them: ${counted.toLocaleString('en')}`,
  );
  console.log(
    `  median ${at(0.5).toFixed(1)} ms · p95 ${at(0.95).toFixed(1)} ms · min ${timings[0].toFixed(1)} ms · max ${timings.at(-1).toFixed(1)} ms`,
  );
  console.log(`  plan:\n${plan.map((line) => `    ${line.trim()}`).join('\n')}`);
} finally {
  await pool.end();
  await dropDatabase(config.databaseUrl).catch((error) => console.error(`drop database: ${error.message}`));
  await rm(scratch, { recursive: true, force: true });
}
