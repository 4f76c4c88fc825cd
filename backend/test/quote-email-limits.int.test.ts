import { API, type OperationsHealthReport, QUOTE_EMAIL_MESSAGES } from '@stairs/contracts';
import type Redis from 'ioredis';
import request from 'supertest';
import { REDIS_CLIENT } from '../src/redis/redis.module';
import { testAppForSuite } from './helpers/test-app';

const PER_RECIPIENT = 3;
const PER_DAY = 6;

/**
 * The daily limits of 'Angebot per E-Mail' (docs/decisions.md): one recipient gets at most 3 quotes a day however
 * many clients ask, the site sends at most QUOTE_EMAILS_PER_DAY; both refusals read the same, and the operations
 * console shows today's counts. Each request comes from another client address (the test app trusts the loopback
 * proxy, so X-Forwarded-For is the client), as in the reported attack.
 */
describe('daily limits of quotes by e-mail', () => {
  const t = testAppForSuite({
    admin: true,
    env: {
      QUOTE_EMAILS_PER_RECIPIENT_PER_DAY: String(PER_RECIPIENT),
      QUOTE_EMAILS_PER_DAY: String(PER_DAY),
    },
  });
  let calculationId: string;
  let client = 0;

  beforeAll(async () => {
    const res = await request(t.server)
      .post('/api/calculate-concrete')
      .send({ stepCount: 12, stepWidth: 100, stepDepth: 30 })
      .expect(200);
    calculationId = (res.body as { id: string }).id;
  });

  /** Each call from a client address of its own. */
  const send = (email: string) => {
    client += 1;
    return request(t.server)
      .post('/api/quote-email')
      .set('X-Forwarded-For', `203.0.113.${client}`)
      .send({ calculationId, email, contactConsent: true });
  };
  const stored = async (): Promise<number> => {
    const [row] = (await t.db.query('SELECT count(*)::int AS n FROM quote_emails')) as { n: number }[];
    return row?.n ?? 0;
  };
  const consoleCounts = async () =>
    ((await t.admin.get('/api/admin/operations/health').expect(200)).body as OperationsHealthReport)
      .quoteEmails;

  it('the 4th quote to one address from another client is refused in German, and its spellings count as one', async () => {
    await send('Stranger.Person@gmail.com').expect(200);
    await send(' strangerperson+angebot@googlemail.com ').expect(200);
    await send('s.t.r.a.n.g.e.r.person@GMAIL.com').expect(200);
    const before = await stored();

    for (const spelling of ['strangerperson@gmail.com', 'StrangerPerson+x@gmail.com']) {
      const refused = await send(spelling).expect(429);
      expect(refused.body.message).toBe(QUOTE_EMAIL_MESSAGES.sendingUnavailable);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Nothing of a refused request is stored: no e-mail row, no lead.
    expect(await stored()).toBe(before);
    // Another address is not affected.
    await send('maria.muster@example.at').expect(200);
    expect(await consoleCounts()).toEqual(
      expect.objectContaining({ sent: 4, refused: 2, perDay: PER_DAY, perRecipient: PER_RECIPIENT }),
    );
  });

  it('the form without script (its fields as the page server sends them) is refused with the same text', async () => {
    client += 1;
    const res = await request(t.server)
      .post(API.quoteEmail.path)
      .set('X-Forwarded-For', `203.0.113.${client}`)
      .send({ calculationId, email: 'strangerperson@gmail.com', contactConsent: 'true' })
      .expect(429);
    expect(res.body.message).toBe(QUOTE_EMAIL_MESSAGES.sendingUnavailable);
  });

  it('past the site limit every address is refused, with the same status and text as the limit per address', async () => {
    await send('karl@example.at').expect(200);
    await send('anna@example.at').expect(200);
    const siteFull = await send('nie.verwendet@example.at').expect(429);
    expect(siteFull.body.message).toBe(QUOTE_EMAIL_MESSAGES.sendingUnavailable);
    const recipientFull = await send('strangerperson@gmail.com').expect(429);
    expect(recipientFull.body).toEqual(siteFull.body);

    const today = await consoleCounts();
    expect(today).toEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
      sent: PER_DAY,
      refused: 5,
      perDay: PER_DAY,
      perRecipient: PER_RECIPIENT,
    });
    expect(await stored()).toBe(PER_DAY);
  });

  it('the counters expire with the day (a TTL on every key, in Redis)', async () => {
    const redis = t.app.get<Redis>(REDIS_CLIENT);
    const keys = await redis.keys(`${t.config.redis.prefix}:quote-emails:*`);
    expect(keys.length).toBeGreaterThanOrEqual(3);
    for (const key of keys) expect(await redis.ttl(key)).toBeGreaterThan(24 * 3600);
    // No address is written into a key.
    expect(keys.join(' ')).not.toMatch(/@|stranger|maria/i);
  });
});
