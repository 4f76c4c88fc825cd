/**
 * The ERP's webhook receiver down for a while, then back (issue 32). Visitors accept quotes and the operator moves
 * the orders along their pipeline before, during and after the outage (order.created, then status changes to
 * visitScheduled, commissioned, completed); the ERP is a real HTTP server on 127.0.0.1 that verifies every request
 * with the official `standardwebhooks` library. Afterwards every event the API answered 2xx for must have been
 * received, each order's in the order they happened, each `webhook-id` accepted once and no event under two ids.
 * The receiver answers 2xx to every request that verifies, so a second request for an accepted id is a duplicate.
 */
import { type Pool } from 'pg';
import { orderAcceptance } from '../test/helpers/order-acceptance';
import { type ReceivedWebhook, verifyWebhook, WebhookReceiver } from '../test/helpers/webhook-receiver';

export interface WebhookOutageOptions {
  /** The APIs' base URLs; customer n talks to API n mod their number. */
  apiBases: string[];
  adminPassword: string;
  db: Pool;
  receiverPort: number;
  outageSeconds: number;
  /** The workers' WEBHOOK_RETRY_DELAYS_SECONDS: they bound how long after the outage the last event may come. */
  retryDelaysSeconds: number[];
  /** The outbox sweep interval (s): a delivery's job lost meanwhile is queued again within it. */
  sweepSeconds: number;
}

export interface WebhookOutageOutcome {
  outageSeconds: number;
  orders: number;
  /** Events the API answered 2xx for (each one delivery: one endpoint). */
  events: number;
  /** Requests of the customers or the operator the API did not answer 2xx (that order stops there). */
  refused: number;
  /** Delivery rows written by the API (events × endpoints). */
  deliveries: number;
  /** Attempts the workers counted (refused connections included). */
  attempts: number;
  /** HTTP requests the receiver got (the attempts while it was up). */
  requests: number;
  lost: number;
  duplicated: number;
  outOfOrder: number;
  badSignatures: number;
  /** API's answer → receiver's 2xx, the slowest event. */
  maxDelaySeconds: number;
  /** Receiver back → the last event received; null when not all arrived within `limitSeconds`. */
  recoverySeconds: number | null;
  limitSeconds: number;
}

/** The pipeline steps a customer's order goes through, each one event; index = the step's place in the order. */
const STEPS = ['new', 'visitScheduled', 'commissioned', 'completed'] as const;
const CUSTOMERS = 2;
const PAUSE_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Sent {
  orderId: string;
  step: number;
  answeredAt: number;
}

interface Arrival {
  id: string;
  at: number;
  orderId: string | null;
  step: number;
}

/** The order and pipeline step of a request the ERP accepted (it answers 2xx only to one that verifies). */
function arrivalOf(entry: ReceivedWebhook, secret: string): Arrival {
  const event = verifyWebhook(secret, entry);
  const data = event.data as { orderId?: string; status?: string };
  const step = event.type === 'order.created' ? 0 : STEPS.indexOf(data.status as (typeof STEPS)[number]);
  return { id: entry.id, at: entry.at, orderId: data.orderId ?? null, step };
}

async function call(
  base: string,
  method: string,
  path: string,
  body: unknown,
  cookie = '',
): Promise<unknown> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function signIn(base: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    // A client of its own: the login limit of the other checks' guesses is not this one's.
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.32' },
    body: JSON.stringify({ password }),
  });
  if (!res.ok) throw new Error(`login: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';')[0])
    .join('; ');
}

/** One customer's order from calculation to 'abgeschlossen'; each step the API answered 2xx is recorded. */
async function oneOrder(base: string, cookie: string, n: number, sent: Sent[]): Promise<void> {
  const calculation = (await call(base, 'POST', '/api/calculate-concrete', {
    stepCount: 8 + (n % 10),
    stepWidth: 100,
    stepDepth: 30,
  })) as { id: string };
  const shared = (await call(base, 'POST', '/api/quote-email', {
    calculationId: calculation.id,
    email: `erp-kunde-${n}@example.at`,
    contactConsent: true,
  })) as { sharePath: string };
  const order = (await call(
    base,
    'POST',
    `/api/orders/${shared.sharePath.split('/').at(-1)}`,
    orderAcceptance({ siteAddress: `Fehlergasse ${n}, 1060 Wien` }),
  )) as { orderId: string };
  const done = (step: number) => sent.push({ orderId: order.orderId, step, answeredAt: Date.now() });
  done(0);
  await sleep(PAUSE_MS);
  await call(base, 'PUT', `/api/admin/orders/${order.orderId}/visit`, { window: 1 }, cookie);
  done(1);
  for (const step of [2, 3]) {
    await sleep(PAUSE_MS);
    await call(base, 'PATCH', `/api/admin/orders/${order.orderId}`, { status: STEPS[step] }, cookie);
    done(step);
  }
}

/**
 * Longest pause a delivery can be in after the outage: the longest one it can have reached while the outage
 * lasted (pauses are taken in turn, from the event's first attempt), plus a sweep and a minute of slack.
 */
export function recoveryLimitSeconds(outageSeconds: number, delays: number[], sweepSeconds: number): number {
  let elapsed = 0;
  let longest = 0;
  for (const delay of delays) {
    if (elapsed > outageSeconds) break;
    longest = Math.max(longest, delay);
    elapsed += delay;
  }
  return longest + sweepSeconds + 60;
}

export async function webhookOutage(options: WebhookOutageOptions): Promise<WebhookOutageOutcome> {
  const [firstBase = ''] = options.apiBases;
  const cookie = await signIn(firstBase, options.adminPassword);
  let secret = '';
  const receiver = new WebhookReceiver({ port: options.receiverPort });
  receiver.verifyWith(() => secret);
  const arrivals = () => receiver.accepted().map((entry) => arrivalOf(entry, secret));
  const endpoint = (await call(
    firstBase,
    'POST',
    '/api/admin/webhooks/endpoints',
    { url: receiver.url, description: 'Fehlertest ERP', events: ['order.created', 'order.status_changed'] },
    cookie,
  )) as { secret: string; endpoint: { id: string } };
  secret = endpoint.secret;
  await receiver.start();

  const sent: Sent[] = [];
  const failures: string[] = [];
  let orders = 0;
  let stopOrders = false;
  const customers = Array.from({ length: CUSTOMERS }, async (_, customer) => {
    const base = options.apiBases[customer % options.apiBases.length] ?? firstBase;
    while (!stopOrders) {
      orders += 1;
      await oneOrder(base, cookie, orders, sent).catch(async (error: unknown) => {
        failures.push(String(error));
        await sleep(PAUSE_MS);
      });
    }
  });

  // Orders before the outage, throughout it, and a few seconds after it.
  await sleep(5000);
  await receiver.stop();
  console.error(`[faults] ERP receiver down for ${options.outageSeconds} s`);
  await sleep(options.outageSeconds * 1000);
  await receiver.start();
  const back = Date.now();
  console.error('[faults] ERP receiver back');
  await sleep(5000);
  stopOrders = true;
  await Promise.all(customers);
  if (failures.length)
    console.error(`[faults] requests the API refused: ${failures.slice(0, 3).join(' | ')}`);

  const limitSeconds = recoveryLimitSeconds(
    options.outageSeconds,
    options.retryDelaysSeconds,
    options.sweepSeconds,
  );
  const key = (orderId: string, step: number) => `${orderId}:${step}`;
  const expected = new Map(sent.map((s) => [key(s.orderId, s.step), s]));
  /** The first 2xx of each webhook-id, in arrival order. */
  const firstArrivals = () => {
    const seen = new Set<string>();
    return arrivals().filter((arrival) => !seen.has(arrival.id) && seen.add(arrival.id));
  };
  let recoverySeconds: number | null = null;
  while (Date.now() - back < limitSeconds * 1000) {
    const arrived = new Set(firstArrivals().map((a) => key(a.orderId ?? '', a.step)));
    if ([...expected.keys()].every((k) => arrived.has(k))) {
      recoverySeconds = (Math.max(...arrivals().map((a) => a.at)) - back) / 1000;
      break;
    }
    await sleep(500);
  }
  // Late duplicates would come within a retry pause: wait the shortest one before counting.
  await sleep(Math.max(2000, (options.retryDelaysSeconds[0] ?? 2) * 1000));
  await receiver.stop();

  const first = firstArrivals();
  const byContent = new Map<string, Arrival[]>();
  for (const arrival of first) {
    const k = key(arrival.orderId ?? '', arrival.step);
    byContent.set(k, [...(byContent.get(k) ?? []), arrival]);
  }
  const duplicated =
    receiver.accepted().length -
    first.length +
    [...byContent.values()].filter((list) => list.length > 1).length;
  const lost = [...expected.keys()].filter((k) => !byContent.has(k)).length;
  // Per order, the steps as they arrived must be 0, 1, 2, … (each after the one before it).
  const stepsByOrder = new Map<string, number[]>();
  for (const arrival of first) {
    const orderId = arrival.orderId ?? '';
    stepsByOrder.set(orderId, [...(stepsByOrder.get(orderId) ?? []), arrival.step]);
  }
  const outOfOrder = [...stepsByOrder.values()].filter((steps) => steps.some((step, i) => step !== i)).length;
  const delays = [...expected.entries()].flatMap(([k, s]) => {
    const arrival = byContent.get(k)?.[0];
    return arrival ? [(arrival.at - s.answeredAt) / 1000] : [];
  });
  const [row] = (
    await options.db.query(
      `SELECT count(*)::int AS deliveries, coalesce(sum(attempts), 0)::int AS attempts
         FROM webhook_deliveries WHERE endpoint_id = $1`,
      [endpoint.endpoint.id],
    )
  ).rows as { deliveries: number; attempts: number }[];
  return {
    outageSeconds: options.outageSeconds,
    orders: new Set(sent.map((s) => s.orderId)).size,
    events: expected.size,
    refused: failures.length,
    deliveries: row?.deliveries ?? 0,
    attempts: row?.attempts ?? 0,
    requests: receiver.received.length,
    lost,
    duplicated,
    outOfOrder,
    badSignatures: receiver.received.length - receiver.accepted().length,
    maxDelaySeconds: Math.max(0, ...delays),
    recoverySeconds,
    limitSeconds,
  };
}
