import { createServer, type Server as NetServer, type Socket } from 'node:net';
import { tooManyRequestsMessage } from '@stairs/contracts';
import Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { type AppConfig, APP_CONFIG } from '../src/config';
import {
  type PublicWriteDecision,
  PublicWriteLimiter,
  RATE_LIMIT_REDIS_TIMEOUT_MS,
} from '../src/rate-limit/public-write-limiter.service';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testConfig } from './helpers/test-database';
import { waitFor } from './helpers/wait-for';

const CONCRETE = { stepCount: 10, stepWidth: 100, stepDepth: 30 };
const RENOVATION = { stepCount: 8, stepWidth: 90, condition: 'good' };
const PHONE = {
  phone: '0664 1234567',
  service: 'termin_service',
  context: 'concrete_calculator',
  calculationData: null,
};
const QUOTE = { phone: '0664 7654321', calculationType: 'concrete' };
const CONTACT = { name: 'Maria Muster', email: 'maria.muster@example.at', message: 'Bitte um Rückruf.' };

async function count(db: DataSource, table: string): Promise<number> {
  const [row] = (await db.query(`SELECT count(*)::int AS n FROM ${table}`)) as { n: number }[];
  return row?.n ?? 0;
}

/** A port on 127.0.0.1 where nothing listens (bound once, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A Redis client that can never connect (reconnecting, like the app's client while Redis is down). */
function unreachableRedis(port: number): Redis {
  const redis = new Redis({
    host: '127.0.0.1',
    port,
    maxRetriesPerRequest: 2,
    connectTimeout: 3000,
    // disconnect() waits this long for the refused socket to close (default 2 s, which keeps jest alive).
    disconnectTimeout: 50,
  });
  redis.on('error', () => undefined);
  return redis;
}

describe('public write rate limits (test app trusts the loopback proxy: X-Forwarded-For is the client)', () => {
  let t: TestApp;
  let db: DataSource;
  let redis: Redis;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_CALCULATIONS: '3', RATE_LIMIT_LEADS: '3' } });
    db = t.app.get(DataSource);
    redis = new Redis(t.config.redis.url);
  });
  afterAll(async () => {
    redis?.disconnect();
    await t?.close();
  });

  const post = (path: string, ip: string, body: object) =>
    request(t.server).post(path).set('X-Forwarded-For', ip).send(body);

  it('stores calculations under the limit; over it answers 429 (German, Retry-After) and stores nothing', async () => {
    const ip = '198.51.100.10';
    const ids: string[] = [];
    for (const [path, body] of [
      ['/api/calculate-concrete', CONCRETE],
      ['/api/calculate-renovation', RENOVATION],
      ['/api/calculate-concrete', CONCRETE],
    ] as const) {
      const res = await post(path, ip, body).expect(200);
      ids.push(res.body.id as string);
    }
    const stored = (await db.query('SELECT id FROM calculations WHERE id = ANY($1)', [ids])) as unknown[];
    expect(stored).toHaveLength(3);

    // Both calculators share the bucket.
    for (const [path, body] of [
      ['/api/calculate-concrete', CONCRETE],
      ['/api/calculate-renovation', RENOVATION],
    ] as const) {
      const blocked = await post(path, ip, body).expect(429);
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      // The real wait of the 10-minute window, not "in einigen Minuten".
      expect(blocked.body).toEqual({
        statusCode: 429,
        message: tooManyRequestsMessage(retryAfter),
        error: 'Too Many Requests',
      });
      expect(blocked.body.message).toMatch(
        /^Zu viele Anfragen\. Bitte versuchen Sie es in (10 Minuten|[1-9] Minuten?|\d+ Sekunden?) erneut\.$/,
      );
    }
    expect(await count(db, 'calculations')).toBe(3);

    const key = `${t.config.redis.prefix}:rl:calculation:${ip}`;
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(600);
  });

  it('another address, and the lead bucket of the limited address, are not affected', async () => {
    await post('/api/calculate-concrete', '198.51.100.11', CONCRETE).expect(200);
    await post('/api/store-phone', '198.51.100.10', PHONE).expect(200);
    await post('/api/calculate-concrete', '198.51.100.10', CONCRETE).expect(429);
  });

  it('the quote by e-mail counts in the lead bucket: over the limit 429, no e-mail row, and the other leads blocked too', async () => {
    const ip = '198.51.100.30';
    const calculation = (await post('/api/calculate-concrete', ip, CONCRETE).expect(200)).body as {
      id: string;
    };
    const body = { calculationId: calculation.id, email: 'maria.muster@example.at', contactConsent: true };
    await post('/api/quote-email', ip, body).expect(200);
    await post('/api/contact', ip, CONTACT).expect(200);
    await post('/api/quote-email', ip, body).expect(200);
    const before = await count(db, 'quote_emails');
    const blocked = await post('/api/quote-email', ip, body).expect(429);
    expect(blocked.body.message).toBe(tooManyRequestsMessage(Number(blocked.headers['retry-after'])));
    expect(await count(db, 'quote_emails')).toBe(before);
    await post('/api/store-phone', ip, PHONE).expect(429);
  });

  it('store-phone, detailed-quote and contact share the lead bucket; each lead under the limit is stored', async () => {
    const ip = '198.51.100.20';
    const before = {
      phone: await count(db, 'phone_leads'),
      quote: await count(db, 'quote_requests'),
      contact: await count(db, 'contact_messages'),
    };
    await post('/api/store-phone', ip, PHONE).expect(200);
    await post('/api/detailed-quote', ip, QUOTE).expect(200);
    await post('/api/contact', ip, CONTACT).expect(200);
    const after = {
      phone: await count(db, 'phone_leads'),
      quote: await count(db, 'quote_requests'),
      contact: await count(db, 'contact_messages'),
    };
    expect(after).toEqual({ phone: before.phone + 1, quote: before.quote + 1, contact: before.contact + 1 });

    for (const [path, body] of [
      ['/api/contact', CONTACT],
      ['/api/store-phone', PHONE],
      ['/api/detailed-quote', QUOTE],
    ] as const) {
      const res = await post(path, ip, body).expect(429);
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(600); // the lead window is an hour
      expect(retryAfter).toBeLessThanOrEqual(3600);
      // The visitor is told the hour's rest in minutes (59 or 60 right after the window started).
      expect(res.body.message).toBe(tooManyRequestsMessage(retryAfter));
      expect(res.body.message).toMatch(/ in (59|60) Minuten erneut\.$/);
    }
    expect(await count(db, 'contact_messages')).toBe(after.contact);
    expect(await count(db, 'phone_leads')).toBe(after.phone);

    // The calculation bucket of the same address is still open.
    await post('/api/calculate-concrete', ip, CONCRETE).expect(200);
    expect(await redis.exists(`${t.config.redis.prefix}:rl:lead:${ip}`)).toBe(1);
  });

  it('counts an IPv6 client by its /64', async () => {
    for (const ip of ['2001:db8:1:2::a', '2001:db8:1:2::b', '2001:db8:1:2:ffff::1']) {
      await post('/api/contact', ip, CONTACT).expect(200);
    }
    await post('/api/contact', '2001:db8:1:2::c', CONTACT).expect(429);
    await post('/api/contact', '2001:db8:1:3::a', CONTACT).expect(200);
  });

  it('is not applied to reads and admin routes', async () => {
    for (let i = 0; i < 5; i += 1) {
      await request(t.server).get('/api/site-config').set('X-Forwarded-For', '198.51.100.10').expect(200);
    }
  });
});

describe('the limiter fails open: Redis trouble never refuses or delays a visitor', () => {
  it('allows at once when its Redis is unreachable, with one warning per minute (not one per request)', async () => {
    const dead = unreachableRedis(await closedPort());
    try {
      const limiter = new PublicWriteLimiter(testConfig('unused', { RATE_LIMIT_LEADS: '1' }), dead);
      const warn = jest.spyOn(limiter['logger'], 'warn').mockImplementation(() => undefined);
      for (let i = 0; i < 3; i += 1) {
        await expect(limiter.consume('lead', '198.51.100.30')).resolves.toEqual({ allowed: true });
      }
      // At once: refused because Redis is not ready, never by waiting out the limiter's timeout.
      expect(warn.mock.calls[0]?.[0]).not.toContain('no answer within');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatch(
        /Rate limit "lead" not checked, request allowed: Redis unavailable/,
      );
    } finally {
      dead.disconnect();
    }
  });

  it('allows after its short timeout when Redis accepts the connection but does not answer', async () => {
    const sockets = new Set<Socket>();
    let commandReceived: () => void = () => undefined;
    const received = new Promise<void>((resolve) => (commandReceived = resolve));
    const silent: NetServer = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('data', () => commandReceived());
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    // Without the ready check and the CLIENT SETINFO handshake the client is "ready" as soon as the socket
    // connects; every command then waits for an answer that never comes.
    const hanging = new Redis({
      host: '127.0.0.1',
      port: address.port,
      enableReadyCheck: false,
      disableClientInfo: true,
    });
    hanging.on('error', () => undefined);
    try {
      await waitFor(() => (hanging.status === 'ready' ? true : undefined), 5000);
      const limiter = new PublicWriteLimiter(testConfig('unused'), hanging);
      const warn = jest.spyOn(limiter['logger'], 'warn').mockImplementation(() => undefined);
      // The limiter's clock is a fake one the test moves, so a busy machine cannot stretch it; the socket is real.
      jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
      let decision: PublicWriteDecision | undefined;
      void limiter.consume('calculation', '198.51.100.31').then((answer) => (decision = answer));
      await received;
      await jest.advanceTimersByTimeAsync(RATE_LIMIT_REDIS_TIMEOUT_MS - 1);
      expect(decision).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      // Allowed by the fail-open path when its timeout ran out, while Redis still holds the command unanswered.
      expect(decision).toEqual({ allowed: true });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toContain(
        `Redis unavailable (no answer within ${RATE_LIMIT_REDIS_TIMEOUT_MS} ms)`,
      );
      expect(hanging.status).toBe('ready');
      expect(RATE_LIMIT_REDIS_TIMEOUT_MS).toBeLessThanOrEqual(500);
    } finally {
      jest.useRealTimers();
      hanging.disconnect();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('an API whose limiter cannot reach Redis stores every calculation and lead, even over the limits', async () => {
    const dead = unreachableRedis(await closedPort());
    let t: TestApp | undefined;
    try {
      t = await createTestApp({
        env: { RATE_LIMIT_CALCULATIONS: '1', RATE_LIMIT_LEADS: '1' },
        override: (builder) =>
          builder.overrideProvider(PublicWriteLimiter).useFactory({
            factory: (config: AppConfig) => new PublicWriteLimiter(config, dead),
            inject: [APP_CONFIG],
          }),
      });
      const server = t.server;
      const post = (path: string, body: object) =>
        request(server).post(path).set('X-Forwarded-For', '198.51.100.40').send(body);
      for (let i = 0; i < 3; i += 1) {
        await post('/api/calculate-concrete', CONCRETE).expect(200);
        await post('/api/store-phone', PHONE).expect(200);
        await post('/api/contact', CONTACT).expect(200);
      }
      const db = t.app.get(DataSource);
      expect(await count(db, 'calculations')).toBe(3);
      expect(await count(db, 'phone_leads')).toBe(3);
      expect(await count(db, 'contact_messages')).toBe(3);
    } finally {
      await t?.close();
      dead.disconnect();
    }
  });
});
