#!/usr/bin/env node
// The admin's paged lists (contact messages, phone leads, quote requests) with `--rows` entries each: starts the
// real API (dist/main.js) on a throw-away database, inserts the rows with pg, signs in as the admin and times
// `GET <list>?limit=50` — the first page, as the admin screen asks for it — and a page deep in the list (the
// cursor of the entry 50 before the end), `--runs` times each after `--warmup`. Prints median, p95, min and max
// (ms, as the client sees them, HTTP included), the answer's size, what the exact total costs alone and the plan
// of the first page's query. Not a test: it asserts nothing about speed. Drops the database.
//
//   npm run build -w @stairs/backend && node backend/bench/admin-list-page.mjs [--rows 100000 --runs 30]
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { dist, requireBuild, startBenchApi } from './lib/bench-api.mjs';

requireBuild();
const { values } = parseArgs({
  strict: false,
  options: {
    rows: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '3' },
    port: { type: 'string', default: '3597' },
  },
});
const rows = Number(values.rows);
const runs = Number(values.runs);
const warmup = Number(values.warmup);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

const require = createRequire(import.meta.url);
const { Pool } = require('pg');
const { encodeListCursor } = require(join(dist, 'common', 'admin-list-page.js'));
const { ADMIN_LIST_LIMITS } = require('@stairs/contracts');

/** Each list, its time column, and `rows` entries over the last year (realistic texts, a few hundred bytes). */
const LISTS = [
  {
    path: '/api/admin/contact-messages',
    table: 'contact_messages',
    time: 'created_at',
    insert: `INSERT INTO contact_messages (name, email, message, notification_queued_at, created_at)
             SELECT 'Maria Muster ' || n, 'maria.muster' || n || '@example.at',
                    repeat('Grüß Gott, ich hätte gerne ein Angebot für meine Stiege. ', 6), now(),
                    now() - random() * interval '365 days'
               FROM generate_series(1, $1::int) AS n`,
  },
  {
    path: '/api/admin/phone-leads',
    table: 'phone_leads',
    time: 'submitted_at',
    insert: `INSERT INTO phone_leads (customer_phone, service, context, priority, calculation_data, notification_queued_at, submitted_at)
             SELECT '+43 660 ' || n, 'termin_service', 'concrete_calculator', 'high',
                    jsonb_build_object('quoteNumber', 'KV-2026-' || lpad(n::text, 6, '0')), now(),
                    now() - random() * interval '365 days'
               FROM generate_series(1, $1::int) AS n`,
  },
  {
    path: '/api/admin/quote-requests',
    table: 'quote_requests',
    time: 'created_at',
    insert: `INSERT INTO quote_requests (email, phone, customer_name, service, status, calculation_data, notification_queued_at, created_at)
             SELECT 'kunde' || n || '@example.at', '+43 660 ' || n, 'Kunde ' || n, 'renovation', 'pending',
                    jsonb_build_object('galleryNumber', 'G-071', 'message', repeat('Bitte um Rückruf. ', 5)), now(),
                    now() - random() * interval '365 days'
               FROM generate_series(1, $1::int) AS n`,
  },
];

const api = await startBenchApi({ port });
const pool = new Pool({ connectionString: api.databaseUrl, max: 1 });
try {
  for (const list of LISTS) {
    await pool.query(list.insert, [rows]);
    // What autovacuum does soon after such an insert: statistics, and the visibility map for the count.
    await pool.query(`VACUUM ANALYZE ${list.table}`);
  }

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: new URL(api.config.site.publicUrl).origin,
      // The session cookie is Secure in production: the API trusts the loopback proxy's word that this is HTTPS.
      'x-forwarded-proto': 'https',
    },
    body: JSON.stringify({ password: api.adminPassword }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');

  const time = async (url) => {
    const timings = [];
    let bytes = 0;
    let answer;
    for (let run = 0; run < warmup + runs; run += 1) {
      const started = process.hrtime.bigint();
      const response = await fetch(url, { headers: { cookie, 'x-forwarded-proto': 'https' } });
      const text = await response.text();
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (!response.ok) throw new Error(`${url}: ${response.status} ${text}`);
      if (run >= warmup) timings.push(ms);
      bytes = Buffer.byteLength(text);
      answer = JSON.parse(text);
    }
    timings.sort((a, b) => a - b);
    const at = (q) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))];
    return { at, min: timings[0], max: timings.at(-1), bytes, answer };
  };
  const line = (label, { at, min, max, bytes, answer }) =>
    `  ${label}: median ${at(0.5).toFixed(1)} ms · p95 ${at(0.95).toFixed(1)} ms · min ${min.toFixed(1)} · max ${max.toFixed(1)} · ${answer.items.length} entries of ${answer.total.toLocaleString('en')}, ${(bytes / 1024).toFixed(1)} KiB`;

  const limit = ADMIN_LIST_LIMITS.pageSize;
  console.log(
    `admin list pages: ${rows.toLocaleString('en')} entries per list, ${runs} runs each, limit ${limit} (load average ${loadavg()[0].toFixed(1)})`,
  );
  for (const list of LISTS) {
    const first = await time(`${base}${list.path}?limit=${limit}`);
    // The cursor of the entry `limit` + 1 from the end: the page after it is the last full page.
    const [deep] = (
      await pool.query(
        `SELECT (extract(epoch from ${list.time}) * 1000000)::bigint::text AS rank, id::text AS key
           FROM ${list.table} ORDER BY ${list.time} DESC, id DESC OFFSET $1 LIMIT 1`,
        [rows - limit - 1],
      )
    ).rows;
    const last = await time(`${base}${list.path}?limit=${limit}&cursor=${encodeListCursor(deep)}`);
    const plan = (
      await pool.query(
        `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF)
         SELECT * FROM ${list.table} ORDER BY ${list.time} DESC, id DESC LIMIT ${limit + 1}`,
      )
    ).rows
      .map((row) => row['QUERY PLAN'].trim())
      .filter((text) => /Scan|Limit|Sort/.test(text));
    // The exact total each page carries: what it costs on its own.
    const counts = [];
    for (let run = 0; run < warmup + runs; run += 1) {
      const started = process.hrtime.bigint();
      await pool.query(`SELECT count(*) FROM ${list.table}`);
      if (run >= warmup) counts.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    counts.sort((a, b) => a - b);
    console.log(`${list.path}`);
    console.log(line('first page', first));
    console.log(line('last page ', last));
    console.log(
      `  the total alone (count(*), straight on pg): median ${counts[counts.length >> 1].toFixed(1)} ms`,
    );
    console.log(`  plan: ${plan.join(' ← ')}`);
  }
  console.log(`  load average after: ${loadavg()[0].toFixed(1)}`);
} finally {
  await pool.end();
  await api.stop();
}
