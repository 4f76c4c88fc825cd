#!/usr/bin/env node
// One customer across the channels (src/customers), three figures:
// 1. Matching: `--touchpoints` records (contact messages, phone leads, quote requests; `--people` people, each
//    number written in a different Austrian notation each time), all waiting, then one `matchCustomer` job per
//    record run through CustomerMatcher.match in the order they came, `--concurrency` at once (the `customers`
//    queue's worker concurrency): the first job of a batch matches up to MATCH_BATCH_SIZE waiting records, the
//    others find theirs done — what the worker does with a backlog, without the jobs' own Redis round trips.
// 2. The 'Kunden' list: topped up to `--customers` customers, signs in as the admin and times
//    `GET /api/admin/customers?limit=50` (the first page, as the screen asks), a search by phone number and a
//    rare search by part of a name (the trigram index), `--runs` times each after `--warmup`, HTTP included;
//    prints the plans of the first page and of the name search.
// Starts the real API (dist/main.js) on a throw-away database; not a test: it asserts nothing about speed.
//
//   npm run build -w @stairs/backend && node backend/bench/customers.mjs [--touchpoints 100000 --customers 100000]
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { dist, requireBuild, startBenchApi } from './lib/bench-api.mjs';

requireBuild();
const { values } = parseArgs({
  strict: false,
  options: {
    touchpoints: { type: 'string', default: '100000' },
    people: { type: 'string', default: '60000' },
    customers: { type: 'string', default: '100000' },
    concurrency: { type: 'string', default: '4' },
    runs: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '3' },
    port: { type: 'string', default: '3598' },
  },
});
const touchpoints = Number(values.touchpoints);
const people = Number(values.people);
const customers = Number(values.customers);
const concurrency = Number(values.concurrency);
const runs = Number(values.runs);
const warmup = Number(values.warmup);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

const require = createRequire(import.meta.url);
const { Pool } = require('pg');
const { DataSource } = require('typeorm');
const { dataSourceOptions } = require(join(dist, 'database', 'data-source.js'));
const { CustomerMatcher, MATCH_BATCH_SIZE } = require(join(dist, 'customers', 'customer-matcher.service.js'));
const { TOUCHPOINT_SOURCES } = require(join(dist, 'customers', 'touchpoint-sources.js'));
const { ADMIN_LIST_LIMITS } = require('@stairs/contracts');

// Person p's number in one of four notations; their e-mail in two spellings.
const phone = `(ARRAY['+43 664 ', '0043 664 ', '0664/', '+43 (0) 664 '])[1 + n % 4] || lpad((n % $2)::text, 7, '0')`;
const email = `(CASE WHEN n % 2 = 0 THEN 'Person' ELSE 'person' END) || (n % $2) || '@example.at'`;
const time = `now() - interval '365 days' + n * interval '1 second'`;
const SOURCES = [
  {
    kind: 'contact-message',
    share: 0.4,
    insert: `INSERT INTO contact_messages (name, email, message, created_at)
             SELECT 'Person ' || (n % $2), ${email}, 'Grüß Gott, bitte um ein Angebot.', ${time}
               FROM generate_series($3::int, $3::int + $1::int - 1) AS n`,
  },
  {
    kind: 'phone-lead',
    share: 0.3,
    insert: `INSERT INTO phone_leads (customer_phone, service, context, priority, submitted_at)
             SELECT ${phone}, 'termin_service', 'concrete_calculator', 'high', ${time}
               FROM generate_series($3::int, $3::int + $1::int - 1) AS n`,
  },
  {
    kind: 'quote-request',
    share: 0.3,
    insert: `INSERT INTO quote_requests (email, phone, customer_name, service, status, created_at)
             SELECT ${email}, ${phone}, 'Person ' || (n % $2), 'renovation', 'pending', ${time}
               FROM generate_series($3::int, $3::int + $1::int - 1) AS n`,
  },
];

const api = await startBenchApi({ port });
const pool = new Pool({ connectionString: api.databaseUrl, max: 1 });
const dataSource = new DataSource({ ...dataSourceOptions(api.config), extra: { max: concurrency + 1 } });
try {
  await dataSource.initialize();
  let start = 1;
  for (const source of SOURCES) {
    const count = Math.round(touchpoints * source.share);
    await pool.query(source.insert, [count, people, start]);
    start += count;
  }
  const records = [];
  for (const source of SOURCES) {
    const { table, occurredAt } = TOUCHPOINT_SOURCES[source.kind];
    const { rows } = await pool.query(`SELECT id, ${occurredAt} AS at FROM ${table}`);
    for (const row of rows) records.push({ kind: source.kind, id: row.id, at: row.at.getTime() });
  }
  records.sort((a, b) => a.at - b.at);

  const matcher = new CustomerMatcher(dataSource);
  const loadBefore = loadavg()[0];
  const started = process.hrtime.bigint();
  const outcomes = { matched: 0, already: 0, gone: 0 };
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < records.length) {
        const record = records[next++];
        outcomes[await matcher.match(record.kind, record.id)] += 1;
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const [{ n: matchedCustomers }] = (await pool.query('SELECT count(*)::int AS n FROM customers')).rows;
  const [{ n: touchpointRows }] = (await pool.query('SELECT count(*)::int AS n FROM customer_touchpoints'))
    .rows;
  console.log(
    `matching: ${records.length.toLocaleString('en')} touchpoints of ${people.toLocaleString('en')} people in ${seconds.toFixed(1)} s = ${Math.round(records.length / seconds).toLocaleString('en')} per second (concurrency ${concurrency}, batches of ${MATCH_BATCH_SIZE}: ${outcomes.matched} jobs matched a batch, ${outcomes.already} found theirs done; load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after) → ${touchpointRows.toLocaleString('en')} touchpoints, ${matchedCustomers.toLocaleString('en')} customers`,
  );

  // Up to `customers` customers: the rest stand alone, over the last year.
  const extra = Math.max(0, customers - matchedCustomers);
  await pool.query(
    `INSERT INTO customers (name, email, phone, last_touchpoint_kind, last_touchpoint_at, touchpoint_count, search)
     SELECT 'Kunde ' || n, 'kunde' || n || '@example.at', '0660 ' || n, 'contact-message',
            now() - random() * interval '365 days', 1, 'kunde ' || n || ' kunde' || n || '@example.at 0660' || n
       FROM generate_series(1, $1::int) AS n`,
    [extra],
  );
  await pool.query('VACUUM ANALYZE customers');
  await pool.query('VACUUM ANALYZE customer_touchpoints');

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: new URL(api.config.site.publicUrl).origin,
      'x-forwarded-proto': 'https',
    },
    body: JSON.stringify({ password: api.adminPassword }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const timed = async (url) => {
    const timings = [];
    let answer;
    for (let run = 0; run < warmup + runs; run += 1) {
      const begun = process.hrtime.bigint();
      const response = await fetch(url, { headers: { cookie, 'x-forwarded-proto': 'https' } });
      const text = await response.text();
      const ms = Number(process.hrtime.bigint() - begun) / 1e6;
      if (!response.ok) throw new Error(`${url}: ${response.status} ${text}`);
      if (run >= warmup) timings.push(ms);
      answer = JSON.parse(text);
    }
    timings.sort((a, b) => a - b);
    const at = (q) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))];
    return `median ${at(0.5).toFixed(1)} ms · p95 ${at(0.95).toFixed(1)} ms · min ${timings[0].toFixed(1)} · max ${timings.at(-1).toFixed(1)} · ${answer.items.length} entries of ${answer.total.toLocaleString('en')}`;
  };
  const [{ n: total }] = (await pool.query('SELECT count(*)::int AS n FROM customers')).rows;
  const limit = ADMIN_LIST_LIMITS.pageSize;
  console.log(`customer list: ${total.toLocaleString('en')} customers, ${runs} runs each, limit ${limit}`);
  console.log(`  first page:            ${await timed(`${base}/api/admin/customers?limit=${limit}`)}`);
  console.log(
    `  search '0043 664 0000123': ${await timed(`${base}/api/admin/customers?limit=${limit}&search=${encodeURIComponent('0043 664 0000123')}`)}`,
  );
  console.log(
    `  search 'kunde 4711':       ${await timed(`${base}/api/admin/customers?limit=${limit}&search=${encodeURIComponent('kunde 4711')}`)}`,
  );
  const planOf = async (where) =>
    (
      await pool.query(
        `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF)
         SELECT * FROM customers c ${where} ORDER BY c.last_touchpoint_at DESC, c.id DESC LIMIT ${limit + 1}`,
      )
    ).rows
      .map((row) => row['QUERY PLAN'].trim())
      .filter((text) => /Scan|Limit|Sort/.test(text))
      .join(' ← ');
  console.log(`  first page's plan: ${await planOf('')}`);
  console.log(`  name search's plan: ${await planOf(`WHERE c.search LIKE '%kunde 4711%'`)}`);
  console.log(`  load average after: ${loadavg()[0].toFixed(1)}`);
} finally {
  await dataSource.destroy().catch(() => undefined);
  await pool.end();
  await api.stop();
}
