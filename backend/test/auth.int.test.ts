import Redis from 'ioredis';
import request from 'supertest';
import { AUTH_MESSAGES } from '@stairs/contracts';
import { LOGIN_DEVICE_COOKIE } from '../src/auth/login-device';
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

/** The device cookie a successful login hands to the browser ('name=value'). */
function deviceCookie(setCookie: string[] | string | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookie = cookies.find((c) => c.startsWith(`${LOGIN_DEVICE_COOKIE}=`));
  if (!cookie) throw new Error(`no device cookie in ${JSON.stringify(setCookie)}`);
  return cookie.split(';')[0] ?? '';
}

describe('the per-client limit is atomic', () => {
  it('40 concurrent wrong passwords from one client: at most 10 are checked, the rest answer 429', async () => {
    const t = await createTestApp({ env: { ADMIN_PASSWORD: PASSWORD, LOGIN_RATE_LIMIT_POINTS: '10' } });
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, () =>
          request(t.server)
            .post('/api/auth/login')
            .set('X-Forwarded-For', '192.0.2.40')
            .send({ password: 'nope' }),
        ),
      );
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
      expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('the global cap slows strangers and never locks out a browser that signed in before', () => {
  let t: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_PASSWORD: PASSWORD } });
    redis = new Redis(t.config.redis.url);
  });
  afterAll(async () => {
    redis?.disconnect();
    await t?.close();
  });

  it('110 wrong passwords from 11 addresses; then the right password from the known browser signs in', async () => {
    const login = await request(t.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '203.0.113.200')
      .send({ password: PASSWORD })
      .expect(200);
    const device = deviceCookie(login.headers['set-cookie']);
    expect(login.headers['set-cookie']?.toString()).toMatch(/stairs\.device=[^;]+;.*HttpOnly/i);

    const statuses: number[] = [];
    for (let address = 1; address <= 11; address += 1) {
      for (let i = 0; i < 10; i += 1) {
        const res = await request(t.server)
          .post('/api/auth/login')
          .set('X-Forwarded-For', `198.51.100.${address}`)
          .send({ password: 'nope' });
        statuses.push(res.status);
      }
    }
    // Past the global cap (100) a stranger is slowed: an attempt per interval, the others wait.
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(100);
    expect(checked).toBeLessThanOrEqual(101);
    expect(statuses.at(-1)).toBe(429);
    const stranger = await request(t.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '198.51.100.99')
      .send({ password: PASSWORD })
      .expect(429);
    expect(stranger.body.message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);

    // The browser that signed in before, even from one of the guessing addresses.
    await request(t.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '198.51.100.3')
      .set('Cookie', device)
      .send({ password: PASSWORD })
      .expect(200);
    // A forged device cookie is a stranger's.
    await request(t.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '203.0.113.201')
      .set('Cookie', `${device.slice(0, -4)}AAAA`)
      .send({ password: PASSWORD })
      .expect(429);

    // Every lock is counted.
    const locks = await redis.hgetall(`${t.config.redis.prefix}:login-locks`);
    expect(Number(locks.client)).toBe(10);
    expect(Number(locks.global)).toBeGreaterThanOrEqual(1);
  });
});

describe('a device cookie is no free pass', () => {
  it('a device guessing wrong is locked after 10 failures, as an address is', async () => {
    const t = await createTestApp({ env: { ADMIN_PASSWORD: PASSWORD } });
    try {
      const login = await request(t.server)
        .post('/api/auth/login')
        .set('X-Forwarded-For', '203.0.113.210')
        .send({ password: PASSWORD })
        .expect(200);
      const device = deviceCookie(login.headers['set-cookie']);
      for (let i = 0; i < 10; i += 1) {
        await request(t.server)
          .post('/api/auth/login')
          .set('X-Forwarded-For', `203.0.113.${220 + i}`)
          .set('Cookie', device)
          .send({ password: 'nope' })
          .expect(401);
      }
      // Locked, the device is a stranger again: its fresh address (none of the ten) has not guessed yet.
      const locks = await new Redis(t.config.redis.url);
      try {
        expect(Number(await locks.hget(`${t.config.redis.prefix}:login-locks`, 'device'))).toBe(1);
      } finally {
        locks.disconnect();
      }
      await request(t.server)
        .post('/api/auth/login')
        .set('X-Forwarded-For', '203.0.113.220')
        .set('Cookie', device)
        .send({ password: PASSWORD })
        .expect(429);
    } finally {
      await t.close();
    }
  });
});
