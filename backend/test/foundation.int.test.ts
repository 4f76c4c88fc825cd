import Redis from 'ioredis';
import pino from 'pino';
import request from 'supertest';
import { API_MESSAGES, AUTH_MESSAGES, type HealthReport, type SiteConfig } from '@stairs/contracts';
import { ROOT_LOGGER } from '../src/common/logging.module';
import { REDIS_CLIENT } from '../src/redis/redis.module';
import { adminAgent } from './helpers/admin';
import { createTestApp, testAppForSuite } from './helpers/test-app';

describe('foundation (real Postgres + Redis)', () => {
  const t = testAppForSuite();

  it('GET /api/health reports both dependencies up', async () => {
    const res = await request(t.server).get('/api/health').expect(200);
    expect(res.body).toEqual<HealthReport>({ status: 'ok', postgres: 'up', redis: 'up' });
  });

  it('GET /api/site-config answers the fictitious defaults in the SiteConfig shape', async () => {
    const res = await request(t.server).get('/api/site-config').expect(200);
    const site = res.body as SiteConfig;
    expect(site).toMatchObject({
      companyName: 'Wiener Treppenwerk GmbH (Demo)',
      phoneDisplay: '+43 1 234 56 78',
      vatNumber: 'ATU00000000',
      openingHours: 'Nach Terminvereinbarung',
      address: { city: 'Wien', country: 'Österreich' },
      ads: { conversionId: 'AW-000000000' },
    });
    for (const url of [site.mainSiteUrl, site.newStairsUrl, site.impressumUrl, site.datenschutzUrl]) {
      expect(url).toMatch(/^https:\/\/[a-z.-]*example\.at/);
    }
    expect(Object.keys(site.ads.conversionLabels).sort()).toEqual([
      'calculation',
      'contact',
      'order',
      'phone',
      'whatsapp',
    ]);
  });

  it('sets security headers (helmet) and no X-Powered-By', async () => {
    const res = await request(t.server).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers a missing required field with 400 and a German message', async () => {
    const res = await request(t.server).post('/api/auth/login').send({}).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: AUTH_MESSAGES.passwordRequired,
      error: 'Bad Request',
      fields: { password: AUTH_MESSAGES.passwordRequired },
    });
  });

  it('rejects unknown fields in German', async () => {
    const res = await request(t.server)
      .post('/api/auth/login')
      .send({ password: 'x', admin: true })
      .expect(400);
    expect(res.body.message).toBe(`${API_MESSAGES.unknownField}: admin.`);
  });

  it('answers malformed JSON with 400 "Ungültiger JSON-Inhalt."', async () => {
    const res = await request(t.server)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"password": ')
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Ungültiger JSON-Inhalt.', error: 'Bad Request' });
  });

  it('answers a body over the limit with 413 in German', async () => {
    const res = await request(t.server)
      .post('/api/auth/login')
      .send({ password: 'x'.repeat(200_000) })
      .expect(413);
    expect(res.body.message).toBe(API_MESSAGES.payloadTooLarge);
  });

  it('answers an unknown /api route with a JSON 404 in German', async () => {
    const res = await request(t.server).get('/api/does-not-exist').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: API_MESSAGES.notFound, error: 'Not Found' });
  });

  it('serves the OpenAPI document and UI only when API_DOCS turns them on, and then to the admin session only', async () => {
    await (await adminAgent(t.server)).get('/api/docs-json').expect(404);
    const withDocs = await createTestApp({ env: { API_DOCS: 'true' } });
    try {
      await request(withDocs.server).get('/api/docs-json').expect(401);
      await request(withDocs.server).get('/api/docs').expect(401);
      const admin = await adminAgent(withDocs.server);
      const json = await admin.get('/api/docs-json').expect(200);
      expect(json.body.openapi).toMatch(/^3\./);
      expect(Object.keys(json.body.paths)).toEqual(
        expect.arrayContaining(['/api/health', '/api/auth/login']),
      );
      const ui = await admin.get('/api/docs').expect(200);
      expect(ui.text).toContain('swagger');
    } finally {
      await withDocs.close();
    }
  });
});

describe('health when Redis is unreachable', () => {
  // A client whose one connection attempt has already failed (before the app starts): every command rejects at once.
  const deadRedis = new Redis({ host: '127.0.0.1', port: 1, lazyConnect: true, retryStrategy: () => null });
  deadRedis.on('error', () => undefined);
  beforeAll(() => deadRedis.connect().catch(() => undefined));
  const t = testAppForSuite({ override: (b) => b.overrideProvider(REDIS_CLIENT).useValue(deadRedis) });

  it('GET /api/health answers 503 naming the failing part', async () => {
    const res = await request(t.server).get('/api/health').expect(503);
    expect(res.body).toEqual<HealthReport>({ status: 'error', postgres: 'up', redis: 'down' });
  });

  it('public pages that do not need Redis keep working', async () => {
    await request(t.server).get('/api/site-config').expect(200);
  });

  it('a login that cannot reach Redis is a German 500, not a crash', async () => {
    const res = await request(t.server).post('/api/auth/login').send({ password: 'admin-demo' }).expect(500);
    expect(res.body).toEqual({
      statusCode: 500,
      message: API_MESSAGES.internalError,
      error: 'Internal Server Error',
    });
  });
});

describe('request log', () => {
  const lines: Record<string, unknown>[] = [];
  // The process's logger, writing into `lines` instead of stdout.
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const t = testAppForSuite({
    override: (builder) => builder.overrideProvider(ROOT_LOGGER).useValue(logger),
  });

  it('answers every request with its id, reusing a sane one from the gateway', async () => {
    const fresh = await request(t.server).get('/api/site-config').expect(200);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const reused = await request(t.server).get('/api/site-config').set('X-Request-Id', 'gw-42').expect(200);
    expect(reused.headers['x-request-id']).toBe('gw-42');
    const refused = await request(t.server).get('/api/site-config').set('X-Request-Id', 'a b<c>').expect(200);
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes one line per request with its id, method, URL and status, and never its cookies or body', async () => {
    await request(t.server)
      .post('/api/contact')
      .set('Cookie', 'stairs.sid=geheim')
      .set('X-Request-Id', 'gw-contact-1')
      .send({ name: 'Maria', email: 'maria@example.at', message: 'Telefon 0664 1234567' })
      .expect(200);
    const line = lines.find((entry) => (entry.req as { id?: string } | undefined)?.id === 'gw-contact-1');
    expect(line).toMatchObject({
      msg: 'request completed',
      req: { id: 'gw-contact-1', method: 'POST', url: '/api/contact' },
      res: { statusCode: 200 },
    });
    expect(JSON.stringify(line)).not.toMatch(/geheim|0664/);
  });
});
