#!/usr/bin/env node
// What follows an accepted quote, two figures over `--orders` orders accepted one after the other:
// 1. Acceptance → the ERP's webhook: from the API's answer to `POST /api/orders/:token` (sent after the order's
//    transaction committed) until a receiver on 127.0.0.1 has verified `order.created` with the standardwebhooks
//    library and answered 204.
// 2. Acceptance → both e-mails in the local mail catcher (MailDev, infra/scripts/lib/mail-catcher.mjs): the
//    visitor's Auftragsbestätigung (with the quote PDF marked accepted, rendered by the worker) and the operator's
//    'Neuer Auftrag'; the time an e-mail arrived is its .eml file's modification time in the catcher's folder.
// Starts the real API and worker (dist) on a throw-away database and Redis prefix, in production mode; the webhook
// endpoint is written straight into the database, because production refuses plain http (the receiver is local).
// Not a test: it asserts nothing about speed.
//
//   npm run build -w @stairs/backend && node backend/bench/order-acceptance.mjs [--orders 20]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { mailCatcherArgs, mailCatcherUrls } from '../../infra/scripts/lib/mail-catcher.mjs';
import { requireBuild, startBenchApi, stopProcess } from './lib/bench-api.mjs';

requireBuild();
const { values } = parseArgs({
  strict: false,
  options: {
    orders: { type: 'string', default: '20' },
    port: { type: 'string', default: '3591' },
  },
});
const orders = Number(values.orders);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const ports = { smtpPort: port + 1, webPort: port + 2, receiver: port + 3 };
const NOTIFY = 'betrieb@example.at';

const require = createRequire(import.meta.url);
const { Pool } = require('pg');
const { WebhookReceiver, verifyWebhook } = require('../test/helpers/webhook-receiver.js');
const { orderAcceptance } = require('../test/helpers/order-acceptance.js');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const root = mkdtempSync(join(tmpdir(), 'stairs-bench-orders-'));

// The mail catcher, as `npm start` runs it.
const catcher = spawn(process.execPath, mailCatcherArgs({ ...ports, mailDirectory: join(root, 'mail') }), {
  stdio: 'ignore',
});
const { smtpUrl, inboxUrl } = mailCatcherUrls(ports);
for (let i = 0; i < 300 && !(await fetch(`${inboxUrl}/healthz`).catch(() => undefined))?.ok; i += 1) {
  await sleep(100);
}

// The ERP: verifies each request, answers 204 (400 for a bad signature) and notes when each order.created came.
const secret = `whsec_${randomBytes(32).toString('base64')}`;
const receiver = new WebhookReceiver({ port: ports.receiver, path: '/erp' });
receiver.verifyWith(() => secret);
/** When the receiver accepted the order's order.created, or undefined. */
const webhookAt = (orderId) =>
  receiver.accepted().find((entry) => {
    const event = verifyWebhook(secret, entry);
    return event.type === 'order.created' && event.data.orderId === orderId;
  })?.at;
await receiver.start();

const api = await startBenchApi({
  port,
  worker: true,
  env: {
    SMTP_URL: smtpUrl,
    NOTIFY_EMAIL: NOTIFY,
    MAIL_FROM: 'website@example.at',
    RATE_LIMIT_LEADS: '1000000',
    DOCUMENTS_DIR: join(root, 'documents'),
    OBJECTS_DIR: join(root, 'objects'),
  },
});
const db = new Pool({ connectionString: api.databaseUrl, max: 2 });

/** The catcher's e-mails (MailDev's REST API) with the time each arrived. */
async function mails() {
  const res = await fetch(`${inboxUrl}/email`).catch(() => undefined);
  if (!res?.ok) return [];
  /** @type {{ subject: string, to: { address: string }[], source: string }[]} */
  const list = await res.json();
  return list.map((mail) => ({
    subject: mail.subject,
    to: mail.to.map((to) => to.address),
    at: statSync(mail.source).mtimeMs,
  }));
}

/** One visitor: a calculation, its quote by e-mail, then 'Angebot annehmen'; the answer's time and the order. */
async function acceptOne(n) {
  const post = async (path, body) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const calculation = await post('/api/calculate-concrete', { stepCount: 12, stepWidth: 100, stepDepth: 30 });
  const email = `kunde${n}@example.at`;
  const shared = await post('/api/quote-email', {
    calculationId: calculation.id,
    email,
    contactConsent: true,
  });
  const order = await post(`/api/orders/${shared.sharePath.split('/').at(-1)}`, orderAcceptance());
  return { acceptedAt: Date.now(), orderId: order.orderId, quoteNumber: calculation.quoteNumber, email };
}

const rows = [];
try {
  await db.query(
    `INSERT INTO webhook_endpoints (url, description, events, secret)
     VALUES ($1, 'Benchmark-ERP', ARRAY['order.created'], $2)`,
    [`http://127.0.0.1:${ports.receiver}/erp`, secret],
  );
  // One order first, not counted: the worker's browser starts and the code paths warm up.
  for (let n = 0; n <= orders; n += 1) {
    const accepted = await acceptOne(n);
    const deadline = Date.now() + 180_000;
    let row;
    while (Date.now() < deadline) {
      const caught = await mails();
      const visitor = caught.find(
        (mail) => mail.to.includes(accepted.email) && mail.subject.includes('Auftragsbestätigung'),
      );
      const operator = caught.find(
        (mail) =>
          mail.to.includes(NOTIFY) && mail.subject.startsWith(`Neuer Auftrag ${accepted.quoteNumber}`),
      );
      const webhook = webhookAt(accepted.orderId);
      if (visitor && operator && webhook) {
        row = {
          webhook: webhook - accepted.acceptedAt,
          visitorMail: visitor.at - accepted.acceptedAt,
          operatorMail: operator.at - accepted.acceptedAt,
          bothMails: Math.max(visitor.at, operator.at) - accepted.acceptedAt,
        };
        break;
      }
      await sleep(50);
    }
    if (!row) throw new Error(`order ${n}: webhook or e-mails missing after 180 s`);
    if (n > 0) rows.push(row);
  }
} finally {
  await db.end();
  await api.stop();
  await stopProcess(catcher);
  await receiver.stop();
  rmSync(root, { recursive: true, force: true });
}

const stats = (key) => {
  const sorted = rows.map((row) => row[key]).sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  return `median ${Math.round(median)} ms, worst ${Math.round(sorted.at(-1))} ms`;
};
console.log(`${rows.length} orders accepted one after the other, load average ${loadavg()[0].toFixed(1)}`);
console.log(`acceptance → webhook order.created verified and answered: ${stats('webhook')}`);
console.log(`acceptance → visitor's Auftragsbestätigung in the catcher: ${stats('visitorMail')}`);
console.log(`acceptance → operator's 'Neuer Auftrag' in the catcher:   ${stats('operatorMail')}`);
console.log(`acceptance → both e-mails in the catcher:                 ${stats('bothMails')}`);
const badSignatures = receiver.received.length - receiver.accepted().length;
if (badSignatures) console.log(`${badSignatures} webhook requests failed verification`);
