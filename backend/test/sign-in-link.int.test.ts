import Redis from 'ioredis';
import request from 'supertest';
import { AUTH_MESSAGES, SIGN_IN_LINK_TEXTS } from '@stairs/contracts';
import { pendingSignInLinkKey } from '../src/auth/sign-in-link';
import { parsePage, textOf } from './helpers/html-pages';
import { mailStackForSuite } from './helpers/mail-stack';
import { waitFor } from './helpers/wait-for';

/** The test app's password (the mail stack's admin agent signs in with it). */
const PASSWORD = 'admin-demo';
const OPERATOR = 'chefin@example.at';
const PUBLIC_URL = 'https://treppen.example.at';
const LINK =
  /https:\/\/treppen\.example\.at(\/api\/auth\/sign-in-link\/[0-9a-f-]{36}\?token=[A-Za-z0-9_-]{43})/;
/** The global cap of wrong passwords of the suite: reached by two guessing addresses (10 each). */
const GLOBAL_CAP = 20;

/**
 * The operator signs a new browser in during a password-guessing attack from many addresses (docs/decisions.md,
 * "Admin access"): past the global cap strangers share one password attempt per interval, which the attackers take;
 * a sign-in link to the operator's address gets the operator in every time.
 */
describe('sign-in link by e-mail', () => {
  // Each sign-in waits for its e-mail through the worker and the SMTP sink.
  jest.setTimeout(120_000);
  const stack = mailStackForSuite({
    env: {
      NOTIFY_EMAIL: OPERATOR,
      SITE_PUBLIC_URL: PUBLIC_URL,
      LOGIN_RATE_LIMIT_GLOBAL_POINTS: String(GLOBAL_CAP),
    },
  });
  let redis: Redis;
  const used = new Set<string>();
  let attacker = 0;

  beforeAll(() => {
    redis = new Redis(stack.config.redis.url);
  });
  afterAll(() => redis?.disconnect());

  /** A guess from an address of its own, as in the reported attack. */
  const guess = () => {
    attacker += 1;
    return request(stack.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', `198.51.${Math.floor(attacker / 250)}.${attacker % 250}`)
      .send({ password: 'rate-mal' });
  };

  /** The link of the newest sign-in e-mail not used yet (path and query). */
  const newestLink = () =>
    waitFor(() => {
      const links = stack.sink.messages
        .filter((mail) => mail.to.includes(OPERATOR))
        .map((mail) => LINK.exec(mail.text)?.[1])
        .filter((link): link is string => link !== undefined && !used.has(link));
      return links.at(-1);
    }, 30_000);

  const signInMails = () => stack.sink.messages.filter((mail) => LINK.test(mail.text)).length;

  it('past the global cap the attackers take the strangers’ turn, and the operator’s new browser is refused', async () => {
    for (let i = 0; i < GLOBAL_CAP; i += 1) {
      const address = `203.0.113.${i < 10 ? 1 : 2}`;
      await request(stack.server)
        .post('/api/auth/login')
        .set('X-Forwarded-For', address)
        .send({ password: 'rate-mal' })
        .expect(401);
    }
    await guess().expect(401); // the attackers' poll takes the strangers' turn
    await request(stack.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '192.0.2.10')
      .send({ password: PASSWORD })
      .expect(429);
  });

  it('during the attack, 5 of 5 sign-ins of new browsers by e-mail link succeed', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      // The attackers keep guessing (and asking for links, which only reach the operator).
      await guess().expect(429);
      await request(stack.server)
        .post('/api/auth/sign-in-link')
        .set('X-Forwarded-For', `198.51.200.${attempt}`)
        .expect(200);

      const browser = request.agent(stack.server);
      const asked = await browser
        .post('/api/auth/sign-in-link')
        .set('X-Forwarded-For', '192.0.2.10')
        .expect(200);
      expect(asked.body).toEqual({ message: SIGN_IN_LINK_TEXTS.requested });

      const link = await newestLink();
      const page = await browser.get(link).expect(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      const $ = parsePage(page.text);
      expect($('form[method="post"] button').text()).toBe(SIGN_IN_LINK_TEXTS.submit);
      // The page alone signs nobody in (mail scanners open links).
      expect((await browser.get('/api/auth/session').expect(200)).body).toEqual({ authenticated: false });

      const signedIn = await browser.post(link).set('X-Forwarded-For', '192.0.2.10').expect(303);
      used.add(link);
      expect(signedIn.headers.location).toBe('/admin');
      expect(signedIn.headers['set-cookie']?.toString()).toMatch(/stairs\.device=[^;]+;.*HttpOnly/i);
      expect((await browser.get('/api/auth/session').expect(200)).body).toEqual({ authenticated: true });
      await browser.get('/api/admin/pricing').expect(200);
    }
    // Strangers' guesses stayed bounded: still one attempt per interval for all of them together.
    await guess().expect(429);
  });

  it('a used link is refused in German (410), a changed one too (403)', async () => {
    const link = [...used].at(-1) ?? '';
    const again = await request(stack.server).post(link).expect(410);
    expect(textOf(parsePage(again.text))).toContain(AUTH_MESSAGES.signInLinkGone);
    await request(stack.server).get(link).expect(410);
    const changed = link.replace(/token=./, (start) => (start.endsWith('A') ? 'token=B' : 'token=A'));
    const forged = await request(stack.server).post(changed).expect(403);
    expect(textOf(parsePage(forged.text))).toContain(AUTH_MESSAGES.signInLinkInvalid);
  });

  it('an expired link is refused in German (410) and a new one can be asked for', async () => {
    await request(stack.server).post('/api/auth/sign-in-link').expect(200);
    const link = await newestLink();
    const key = pendingSignInLinkKey(stack.config.redis.prefix);
    await redis.pexpire(key, 1);
    await waitFor(async () => ((await redis.exists(key)) === 0 ? true : undefined));
    const expired = await request(stack.server).post(link).expect(410);
    expect(textOf(parsePage(expired.text))).toContain(AUTH_MESSAGES.signInLinkGone);
    used.add(link);

    await request(stack.server).post('/api/auth/sign-in-link').expect(200);
    expect(await newestLink()).not.toBe(link);
  });

  it('while a link is pending, requests from many addresses make no new link and send no further e-mail', async () => {
    const key = pendingSignInLinkKey(stack.config.redis.prefix);
    const pending = await redis.get(key);
    expect(pending).not.toBeNull();
    const before = signInMails();
    for (let i = 0; i < 20; i += 1) {
      const res = await request(stack.server)
        .post('/api/auth/sign-in-link')
        .set('X-Forwarded-For', `198.51.210.${i}`)
        .expect(200);
      expect(res.body).toEqual({ message: SIGN_IN_LINK_TEXTS.requested });
    }
    // An e-mail is queued only with a new link, and the pending one is still the same.
    expect(await redis.get(key)).toBe(pending);
    expect(signInMails()).toBe(before);
  });
});
