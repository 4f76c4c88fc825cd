import Redis from 'ioredis';
import request from 'supertest';
import { AUTH_MESSAGES } from '@stairs/contracts';
import { createTestApp, type TestApp } from './helpers/test-app';

const PASSWORD = 'correct horse battery staple';

function sessionCookie(setCookie: string[] | string | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookie = cookies.find((c) => c.startsWith('stairs.sid='));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(setCookie)}`);
  return cookie;
}

describe('admin authentication', () => {
  let t: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_PASSWORD: PASSWORD, LOGIN_RATE_LIMIT_POINTS: '3' } });
    redis = new Redis(t.config.redis.url);
  });
  afterAll(async () => {
    redis?.disconnect();
    await t?.close();
  });

  it('GET /api/auth/session is false without a cookie', async () => {
    const res = await request(t.server).get('/api/auth/session').expect(200);
    expect(res.body).toEqual({ authenticated: false });
    expect(res.headers['set-cookie']).toBeUndefined(); // visitors get no session cookie
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a wrong password answers 401 "Falsches Passwort" and sets no cookie', async () => {
    const res = await request(t.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '198.51.100.1')
      .send({ password: 'wrong' })
      .expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      message: AUTH_MESSAGES.wrongPassword,
      error: 'Unauthorized',
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('the right password opens a session (httpOnly, SameSite=Lax, in Redis), logout ends it', async () => {
    const agent = request.agent(t.server);
    const login = await agent.post('/api/auth/login').send({ password: PASSWORD }).expect(200);
    expect(login.body).toEqual({ authenticated: true });
    const cookie = sessionCookie(login.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i); // only in production
    expect(cookie).toMatch(/Expires=/); // rolling 8 h

    expect((await agent.get('/api/auth/session').expect(200)).body).toEqual({ authenticated: true });
    expect(await redis.keys(`${t.config.redis.prefix}:sess:*`)).toHaveLength(1);
    const prices = await agent.get('/api/admin/pricing').expect(200);
    expect(prices.headers['cache-control']).toBe('no-store');

    const logout = await agent.post('/api/auth/logout').expect(200);
    expect(logout.body).toEqual({ authenticated: false });
    expect(sessionCookie(logout.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await agent.get('/api/auth/session').expect(200)).body).toEqual({ authenticated: false });
    expect(await redis.keys(`${t.config.redis.prefix}:sess:*`)).toHaveLength(0);
    await agent.get('/api/admin/pricing').expect(401);
  });

  it('a stolen-then-destroyed session cookie no longer works', async () => {
    const login = await request(t.server).post('/api/auth/login').send({ password: PASSWORD }).expect(200);
    const cookie = sessionCookie(login.headers['set-cookie']).split(';')[0] ?? '';
    await request(t.server).get('/api/admin/pricing').set('Cookie', cookie).expect(200);
    await request(t.server).post('/api/auth/logout').set('Cookie', cookie).expect(200);
    await request(t.server).get('/api/admin/pricing').set('Cookie', cookie).expect(401);
  });

  it('a forged cookie is not a session', async () => {
    await request(t.server)
      .get('/api/admin/pricing')
      .set('Cookie', 'stairs.sid=s%3Aforged.signature')
      .expect(401);
  });

  it('rate-limits failed logins per client address (429, German, Retry-After) — even the right password', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 3; i += 1) {
      await request(t.server)
        .post('/api/auth/login')
        .set('X-Forwarded-For', ip)
        .send({ password: 'nope' })
        .expect(401);
    }
    const blocked = await request(t.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', ip)
      .send({ password: PASSWORD })
      .expect(429);
    expect(blocked.body).toEqual({
      statusCode: 429,
      message: AUTH_MESSAGES.tooManyAttempts,
      error: 'Too Many Requests',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await redis.keys(`${t.config.redis.prefix}:rl:login*`)).not.toHaveLength(0);

    // Another address is not affected.
    await request(t.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '203.0.113.8')
      .send({ password: PASSWORD })
      .expect(200);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    for (let i = 1; i <= 3; i += 1) {
      await request(t.server)
        .post('/api/auth/login')
        .set('X-Forwarded-For', `2001:db8:77:1::${i}`)
        .send({ password: 'nope' })
        .expect(401);
    }
    // A fresh address in the same /64 is still locked; one in another /64 is not.
    await request(t.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '2001:db8:77:1:ffff::9')
      .send({ password: 'nope' })
      .expect(429);
    await request(t.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '2001:db8:77:2::1')
      .send({ password: PASSWORD })
      .expect(200);
  });
});

describe('the global cap on wrong passwords', () => {
  it('stops guessing spread over many addresses', async () => {
    const t = await createTestApp({
      env: { ADMIN_PASSWORD: PASSWORD, LOGIN_RATE_LIMIT_POINTS: '3', LOGIN_RATE_LIMIT_GLOBAL_POINTS: '5' },
    });
    try {
      for (let i = 1; i <= 5; i += 1) {
        await request(t.server)
          .post('/api/auth/login')
          .set('X-Forwarded-For', `198.51.100.${i}`)
          .send({ password: 'nope' })
          .expect(401);
      }
      const blocked = await request(t.server)
        .post('/api/auth/login')
        .set('X-Forwarded-For', '198.51.100.99')
        .send({ password: 'nope' })
        .expect(429);
      expect(blocked.body.message).toBe(AUTH_MESSAGES.tooManyAttempts);
    } finally {
      await t.close();
    }
  });
});
