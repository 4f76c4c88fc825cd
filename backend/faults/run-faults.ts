/**
 * `npm run faults -w @stairs/backend`: the fault scenarios of the hardening issue against a real API, worker,
 * Postgres cluster and Redis of its own (other ports, a temporary folder; never the shared services). Visitors
 * keep sending calculations and contact messages while one thing breaks at a time:
 *
 *   Redis stopped and restarted empty · the worker SIGKILLed · Chromium killed · Postgres restarted · API SIGTERM
 *
 * and, first, the ERP's webhook receiver down for a while while orders are accepted and moved along
 * (webhook-outage.ts: every event received once per webhook-id, in order per order, nothing twice).
 *
 * Per scenario it prints: sent, answered 2xx, rows, documents, e-mails, lost (must be 0) and the recovery time
 * (fault over → every document rendered and every operator e-mail sent). Exits 1 if anything was lost or took
 * longer than 90 s to arrive; the worker runs with the production sweep settings.
 * Needs the backend build (`npm run build -w @stairs/backend`) and Debian's chromium; as root, Postgres is run as
 * the `postgres` system user (initdb refuses root).
 *
 * `FAULTS_SHORT=1` (`npm run test:faults`, part of `npm test`): two APIs and two workers, a short stream and the
 * scenarios that prove the most (Redis restarted empty; one worker and one API SIGKILLed at once), with a
 * shorter outbox sweep; it fails on the same things as the full run. Its webhook outage is 60 s with a shorter
 * retry schedule (`FAULTS_WEBHOOK_RETRY_DELAYS_SECONDS`); the full run's is 90 s with the production schedule.
 * `FAULTS_ONLY=webhooks FAULTS_WEBHOOK_OUTAGE_SECONDS=600` runs the webhook outage alone, 10 minutes long.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { loadConfig } from '../src/config/config.schema';
import { SmtpSink } from '../test/helpers/smtp-sink';
import { webhookOutage, type WebhookOutageOutcome } from './webhook-outage';

const BACKEND = path.resolve(__dirname, '..');
const PG_BIN = readdirSync('/usr/lib/postgresql')
  .map((version) => path.join('/usr/lib/postgresql', version, 'bin'))
  .find((dir) => existsSync(path.join(dir, 'initdb')));
const PG_PORT = Number(process.env.FAULTS_PG_PORT ?? 25432);
const REDIS_PORT = Number(process.env.FAULTS_REDIS_PORT ?? 26379);
const API_PORT = Number(process.env.FAULTS_API_PORT ?? 3295);
const SHORT = process.env.FAULTS_SHORT === '1';
/** `FAULTS_PROCESSES=2` (`npm run faults:two`): two API and two worker processes share Postgres and Redis. */
const PROCESSES = SHORT ? 2 : Number(process.env.FAULTS_PROCESSES ?? 1);
const API_PORTS = Array.from({ length: PROCESSES }, (_, index) => API_PORT + index);
const STREAM_SECONDS = Number(process.env.FAULTS_STREAM_SECONDS ?? (SHORT ? 5 : 8));
/**
 * The outbox sweep (seconds between sweeps, seconds before Redis is asked about a row's job): the production
 * settings in the full run; the short run sweeps more often, so a Redis restarted empty is repaired sooner.
 */
const SWEEP = SHORT ? { interval: 5, requeueAfter: 10 } : { interval: 15, requeueAfter: 30 };
/** The ERP receiver's outage (s) and port; `FAULTS_ONLY=webhooks` runs that scenario alone. */
const WEBHOOK_OUTAGE_SECONDS = Number(process.env.FAULTS_WEBHOOK_OUTAGE_SECONDS ?? (SHORT ? 60 : 90));
const ERP_PORT = Number(process.env.FAULTS_ERP_PORT ?? 3299);
const WEBHOOKS_ONLY = process.env.FAULTS_ONLY === 'webhooks';
/**
 * The pauses between a webhook's attempts: the short run's fit CI's time (a retry at most 15 s after the receiver
 * is back); unset in the full run, which then has the production schedule (5 s, 30 s, 2 min, 10 min, …).
 */
const WEBHOOK_RETRY_DELAYS =
  process.env.FAULTS_WEBHOOK_RETRY_DELAYS_SECONDS ??
  (SHORT ? '1,2,4,8,15,15,15,15,15,15,15,15,15,15,15,15,15,15,15,15' : undefined);
/** Every document and e-mail is there this long after the fault at the latest, with the production settings. */
const RECOVERY_TARGET_MS = 90_000;

const startedAt = Date.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const root = mkdtempSync(path.join(tmpdir(), 'stairs-faults-'));
/** initdb refuses root: then the cluster runs as the `postgres` system user, else as whoever runs this script. */
const AS_ROOT = process.getuid?.() === 0;
if (AS_ROOT) chownSync(root, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
const pgData = path.join(root, 'pg');
const documentsDir = path.join(root, 'documents');
const databaseUrl = `postgres://postgres@127.0.0.1:${PG_PORT}/stairs_faults`;

function asPostgres(command: string, args: string[]): void {
  const binary = path.join(PG_BIN ?? '', command);
  execFileSync(AS_ROOT ? 'runuser' : binary, AS_ROOT ? ['-u', 'postgres', '--', binary, ...args] : args, {
    stdio: 'ignore',
  });
}
const pgCtl = (...args: string[]) =>
  asPostgres('pg_ctl', ['-D', pgData, '-w', '-l', path.join(root, 'pg.log'), ...args]);
const pgOptions = ['-o', `-p ${PG_PORT} -k ${root} -c listen_addresses=127.0.0.1`];

let redis: ChildProcess | undefined;
function startRedis(): void {
  redis = spawn(
    'redis-server',
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
}
async function stopRedis(): Promise<void> {
  if (!redis || redis.exitCode !== null || redis.signalCode !== null) return;
  const exited = new Promise((resolve) => redis?.once('exit', resolve));
  redis.kill('SIGKILL');
  await exited;
}

const sink = new SmtpSink();
let env: NodeJS.ProcessEnv = {};
/** The API processes, one per port of API_PORTS, and the worker processes. */
const apis: (ChildProcess | undefined)[] = [];
const workers: (ChildProcess | undefined)[] = [];
const launch = (script: string, port = API_PORT) =>
  spawn(process.execPath, [path.join(BACKEND, 'dist', script)], {
    env: { ...env, API_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'ignore'],
  });

async function waitForApi(port = API_PORT): Promise<void> {
  for (let i = 0; i < 150; i += 1) {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (res?.ok) return;
    await sleep(200);
  }
  throw new Error('API did not become healthy');
}
async function stop(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  // A process killed by a signal has no exit code, only its signal: it has exited too.
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

interface Sent {
  kind: 'calculation' | 'contact';
  ok: boolean;
  key: string;
}

/**
 * Visitors: 4 at a time, each sending every 100 ms (about 30 requests/s, far above the site's real traffic),
 * alternating a concrete calculation and a contact message, until `until`. With two APIs, visitor n talks to
 * API n mod 2 (as a load balancer would spread them).
 */
async function stream(label: string, until: () => boolean): Promise<Sent[]> {
  const sent: Sent[] = [];
  let n = 0;
  await Promise.all(
    Array.from({ length: 4 }, async (_, visitor) => {
      const base = `http://127.0.0.1:${API_PORTS[visitor % API_PORTS.length]}`;
      while (!until()) {
        const i = n++;
        if (i % 2 === 0) {
          const res = await fetch(`${base}/api/calculate-concrete`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ stepCount: 1 + (i % 40), stepWidth: 100, stepDepth: 30 }),
          }).catch(() => undefined);
          const body = res?.ok ? ((await res.json()) as { quoteNumber: string }) : undefined;
          sent.push({ kind: 'calculation', ok: Boolean(body), key: body?.quoteNumber ?? '' });
        } else {
          const name = `fault-${label}-${i}`;
          const res = await fetch(`${base}/api/contact`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ name, email: 'fault@example.at', message: 'Fehlertest' }),
          }).catch(() => undefined);
          sent.push({ kind: 'contact', ok: Boolean(res?.ok), key: name });
        }
        await sleep(100);
      }
    }),
  );
  return sent;
}

interface Outcome {
  scenario: string;
  sent: number;
  answered: number;
  rows: number;
  documents: number;
  emails: number;
  lost: number;
  /**
   * Contact messages that reached the operator as two different e-mails. A resend of the same e-mail (a worker
   * killed after the server took it) keeps its Message-ID and is shown once: it is not a duplicate.
   */
  duplicated: number;
  recoverySeconds: number | null;
}

/** 'fault-x-1' is named in a text, and not only as the start of 'fault-x-12'. */
const names = (text: string, name: string): boolean => new RegExp(`${name}(?!\\d)`).test(text);

async function check(db: Pool, sent: Sent[], faultOver: number): Promise<Omit<Outcome, 'scenario'>> {
  const calculations = sent.filter((s) => s.kind === 'calculation' && s.ok).map((s) => s.key);
  const contacts = sent.filter((s) => s.kind === 'contact' && s.ok).map((s) => s.key);
  const count = async () => {
    const rows =
      Number(
        (await db.query('SELECT count(*) FROM calculations WHERE quote_number = ANY($1)', [calculations]))
          .rows[0].count,
      ) +
      Number(
        (await db.query('SELECT count(*) FROM contact_messages WHERE name = ANY($1)', [contacts])).rows[0]
          .count,
      );
    const files = new Set(readdirSync(documentsDir));
    const documents = calculations.filter(
      (quoteNumber) =>
        files.has(`${quoteNumber}-betonstufen.html`) && files.has(`${quoteNumber}-betonstufen.pdf`),
    ).length;
    const mailsPerContact = contacts.map(
      (name) =>
        new Set(
          sink.messages.filter((mail) => names(mail.text, name)).map((mail) => mail.headers['message-id']),
        ).size,
    );
    const emails = mailsPerContact.filter((mails) => mails > 0).length;
    const duplicated = mailsPerContact.filter((mails) => mails > 1).length;
    return { rows, documents, emails, duplicated };
  };
  let state = await count();
  let recoverySeconds: number | null = null;
  while (Date.now() - faultOver < RECOVERY_TARGET_MS) {
    state = await count().catch(() => state);
    if (
      state.rows === calculations.length + contacts.length &&
      state.documents === calculations.length &&
      state.emails === contacts.length
    ) {
      recoverySeconds = (Date.now() - faultOver) / 1000;
      break;
    }
    await sleep(500);
  }
  const answered = calculations.length + contacts.length;
  const lost =
    answered - state.rows + (calculations.length - state.documents) + (contacts.length - state.emails);
  return { sent: sent.length, answered, ...state, lost, recoverySeconds };
}

async function scenario(db: Pool, name: string, fault: () => Promise<void>): Promise<Outcome> {
  let done = false;
  const visitors = stream(name.replace(/\W+/g, '-'), () => done);
  await sleep(2000);
  await fault();
  const faultOver = Date.now();
  await sleep(Math.max(0, STREAM_SECONDS * 1000 - 2000));
  done = true;
  const sent = await visitors;
  const outcome = { scenario: name, ...(await check(db, sent, faultOver)) };
  console.error(`[faults] ${name}: ${JSON.stringify(outcome)}`);
  return outcome;
}

/**
 * What two APIs must share, checked before the faults: a session made on one works on the other, and the
 * per-client login limit counts the guesses of both (10 wrong passwords spread over them, then 429 on either).
 */
async function sharedStateAcrossApis(): Promise<void> {
  const [first, second] = API_PORTS.map((port) => `http://127.0.0.1:${port}`);
  const login = (base: string | undefined, password: string) =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.7' },
      body: JSON.stringify({ password }),
    });
  const signedIn = await login(first, String(env.ADMIN_PASSWORD));
  const cookie = signedIn.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';')[0])
    .join('; ');
  const elsewhere = await fetch(`${second}/api/admin/phone-leads`, { headers: { cookie } });
  console.error(`[faults] session of API 1 on API 2: ${elsewhere.status}`);
  if (elsewhere.status !== 200) process.exitCode = 1;

  const answers: number[] = [];
  for (let guess = 0; guess < 12; guess += 1) {
    answers.push((await login(guess % 2 === 0 ? first : second, `falsch-${guess}`)).status);
  }
  const refused = answers.filter((status) => status === 429).length;
  console.error(`[faults] 12 wrong passwords over both APIs: ${answers.join(' ')}`);
  if (refused === 0) process.exitCode = 1;
}

async function main(): Promise<void> {
  if (!PG_BIN) throw new Error('Postgres server binaries not found under /usr/lib/postgresql');
  if (!existsSync(path.join(BACKEND, 'dist', 'main.js'))) throw new Error('Build the backend first');
  asPostgres('initdb', ['-D', pgData, '--auth=trust', '-U', 'postgres']);
  pgCtl(...pgOptions, 'start');
  startRedis();
  await sink.start();
  env = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
    REDIS_PREFIX: 'faults',
    API_PORT: String(API_PORT),
    LOG_LEVEL: 'silent',
    DOCUMENTS_DIR: documentsDir,
    OBJECTS_DIR: path.join(root, 'objects'),
    SEED_DEMO_CONTENT: 'false',
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    NOTIFY_EMAIL: 'ops@example.at',
    RATE_LIMIT_CALCULATIONS: '1000000',
    RATE_LIMIT_LEADS: '1000000',
    // The webhook scenario's customers get their quotes by e-mail: hundreds in the 10-minute run.
    QUOTE_EMAILS_PER_DAY: '1000000',
    DOCUMENTS_CONCURRENCY: '2',
    ADMIN_PASSWORD: 'faults-admin-passwort',
    // Two APIs and two workers sign and check the same cookies and links: one random secret for the run.
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    JOBS_SWEEP_INTERVAL_SECONDS: String(SWEEP.interval),
    JOBS_REQUEUE_AFTER_SECONDS: String(SWEEP.requeueAfter),
    ...(WEBHOOK_RETRY_DELAYS ? { WEBHOOK_RETRY_DELAYS_SECONDS: WEBHOOK_RETRY_DELAYS } : {}),
  };
  execFileSync(process.execPath, [path.join(BACKEND, 'dist', 'database', 'migrate.js')], {
    env,
    stdio: 'ignore',
  });
  for (const [index, port] of API_PORTS.entries()) apis[index] = launch('main.js', port);
  for (let index = 0; index < PROCESSES; index += 1) workers[index] = launch('worker.js');
  for (const port of API_PORTS) await waitForApi(port);
  // A pool reconnects after the Postgres restart of one scenario.
  const db = new Pool({ connectionString: databaseUrl, max: 2 });
  db.on('error', () => undefined);

  console.error(`[faults] ready after ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
  const outcomes: Outcome[] = [];
  try {
    if (PROCESSES > 1 && !WEBHOOKS_ONLY) await sharedStateAcrossApis();
    // First, while every process is alive (the short run kills an API and a worker for good).
    const webhooks = await webhookOutage({
      apiBases: API_PORTS.map((port) => `http://127.0.0.1:${port}`),
      adminPassword: String(env.ADMIN_PASSWORD),
      db,
      receiverPort: ERP_PORT,
      outageSeconds: WEBHOOK_OUTAGE_SECONDS,
      retryDelaysSeconds: loadConfig(env).webhooks.retryDelaysMs.map((ms) => ms / 1000),
      sweepSeconds: SWEEP.interval,
    });
    printWebhookOutcome(webhooks);
    if (WEBHOOKS_ONLY) return;
    outcomes.push(
      await scenario(db, 'Redis stopped 4 s, restarted empty', async () => {
        await stopRedis();
        await sleep(4000);
        startRedis();
      }),
    );
    if (SHORT) {
      // Both kills at once: the worker's jobs wait for their lock to expire (about 30 s) either way, and the
      // API's unqueued rows are swept meanwhile; one wait instead of two keeps the run within CI's budget.
      outcomes.push(
        await scenario(db, 'one worker and one API SIGKILLed mid-stream', async () => {
          await Promise.all([stop(workers[0], 'SIGKILL'), stop(apis[0], 'SIGKILL')]);
        }),
      );
    } else {
      outcomes.push(
        await scenario(db, 'worker SIGKILLed mid-render', async () => {
          // With two workers only the first dies for good: the other carries on alone.
          await stop(workers[0], 'SIGKILL');
          if (PROCESSES === 1) {
            await sleep(1000);
            workers[0] = launch('worker.js');
          }
        }),
      );
      outcomes.push(
        await scenario(db, 'Chromium killed', async () => {
          const running = workers.find((child) => child?.exitCode === null && child.signalCode === null);
          try {
            execFileSync('pkill', ['-KILL', '-P', String(running?.pid), 'chromium']);
          } catch {
            // no Chromium running at this instant: the scenario still counts what follows
          }
        }),
      );
      outcomes.push(
        await scenario(db, 'Postgres restarted', async () => {
          pgCtl(...pgOptions, '-m', 'fast', 'restart');
        }),
      );
      outcomes.push(
        PROCESSES === 1
          ? await scenario(db, 'API SIGTERM, then started again', async () => {
              await stop(apis[0], 'SIGTERM');
              apis[0] = launch('main.js');
              await waitForApi();
            })
          : await scenario(db, 'one API SIGKILLed mid-stream', async () => {
              await stop(apis[0], 'SIGKILL');
            }),
      );
    }
  } finally {
    await db.end().catch(() => undefined);
  }

  console.log(
    `${PROCESSES} API and ${PROCESSES} worker process(es), outbox sweep every ${SWEEP.interval} s, ` +
      `a row's job looked up after ${SWEEP.requeueAfter} s\n` +
      '| scenario | sent | answered 2xx | rows | documents | e-mails | lost | duplicated | recovery |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const o of outcomes) {
    const recovery =
      o.recoverySeconds === null
        ? `not within ${RECOVERY_TARGET_MS / 1000} s`
        : `${o.recoverySeconds.toFixed(1)} s`;
    console.log(
      `| ${o.scenario} | ${o.sent} | ${o.answered} | ${o.rows} | ${o.documents} | ${o.emails} | ${o.lost} | ${o.duplicated} | ${recovery} |`,
    );
  }
  if (outcomes.some((o) => o.lost > 0 || o.duplicated > 0 || o.recoverySeconds === null))
    process.exitCode = 1;
}

function printWebhookOutcome(w: WebhookOutageOutcome): void {
  const recovery =
    w.recoverySeconds === null ? `not within ${w.limitSeconds} s` : `${w.recoverySeconds.toFixed(1)} s`;
  console.log(
    `ERP receiver down ${w.outageSeconds} s, retry pauses ${WEBHOOK_RETRY_DELAYS ?? 'production'} (s)\n` +
      '| orders | events | API refused | deliveries | attempts | requests received | lost | duplicated | out of order | bad signatures | max delay | last event after the receiver was back |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  console.log(
    `| ${w.orders} | ${w.events} | ${w.refused} | ${w.deliveries} | ${w.attempts} | ${w.requests} | ${w.lost} | ${w.duplicated} | ${w.outOfOrder} | ${w.badSignatures} | ${w.maxDelaySeconds.toFixed(1)} s | ${recovery} |`,
  );
  const failed =
    w.events === 0 ||
    w.deliveries !== w.events ||
    w.lost > 0 ||
    w.duplicated > 0 ||
    w.outOfOrder > 0 ||
    w.badSignatures > 0 ||
    w.recoverySeconds === null;
  if (failed) process.exitCode = 1;
}

/** A process that does not end within 10 s of SIGTERM is killed: the cleanup must not hang (nor CI with it). */
async function stopWithin(child: ChildProcess | undefined): Promise<void> {
  const kill = setTimeout(() => child?.kill('SIGKILL'), 10_000);
  await stop(child, 'SIGTERM');
  clearTimeout(kill);
}

let cleaning: Promise<void> | undefined;
/** Stops everything this run started and removes its folder: after success, failure or a signal (CI cancel). */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all([...apis, ...workers].map((child) => stopWithin(child).catch(() => undefined)));
    await stopRedis().catch(() => undefined);
    await sink.stop().catch(() => undefined);
    try {
      pgCtl('-m', 'immediate', 'stop');
    } catch {
      // already stopped, or never started
    }
    rmSync(root, { recursive: true, force: true });
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`[faults] ${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(1));
  });
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanUp();
    console.log(`${SHORT ? 'short run, ' : ''}${((Date.now() - startedAt) / 1000).toFixed(0)} s in all`);
  });
