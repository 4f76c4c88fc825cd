import { createHmac } from 'node:crypto';
import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { QUOTE_EMAIL_MESSAGES, type QuoteEmailDay, viennaDate } from '@stairs/contracts';
import Redis from 'ioredis';
import { TooManyRequestsException } from '../common/http-errors';
import { type AppConfig, InjectConfig } from '../config';
import { withTimeout } from '../rate-limit/public-write-limiter.service';
import { normalizeEmail } from '../privacy/email-address';
import { InjectRedis } from '../redis/redis.module';

/** The counters outlive their Vienna day by a day at least (a day has up to 25 hours), then Redis drops them. */
const COUNTER_TTL_SECONDS = 2 * 24 * 3600;

/** Longer than a rate-limit check waits: an answer this slow refuses a real visitor's e-mail (fail closed). */
const REDIS_TIMEOUT_MS = 2_000;

/** Domains whose mailboxes ignore dots in the local part (Gmail; googlemail.com is the same mailbox). */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, as the limit counts it: trimmed and lower-cased, a `+tag` dropped (Gmail,
 * Outlook, iCloud, GMX and others deliver it to the mailbox without it), and at Gmail the dots of the local part
 * too. Two addresses that may be two mailboxes only share a count, which makes the limit stricter, never looser.
 */
export function quoteRecipientMailbox(email: string): string {
  const address = normalizeEmail(email);
  const at = address.lastIndexOf('@');
  let local = address.slice(0, at).split('+')[0] ?? '';
  let domain = address.slice(at + 1).replace(/\.+$/, '');
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/**
 * Takes one e-mail of the recipient's and of the site's count for the day, atomically (a script runs alone in
 * Redis): both are raised only when both are under their limits, so concurrent requests from many clients can never
 * send more. A refusal is counted for the console. Answers [1] (taken) or [0 (recipient's limit) or -1 (site's
 * limit), refusals today]. KEYS: recipient, site, refused; ARGV: per recipient, per day, TTL in seconds.
 */
const TAKE_SCRIPT = `
local recipient = tonumber(redis.call('GET', KEYS[1]) or '0')
local site = tonumber(redis.call('GET', KEYS[2]) or '0')
if recipient < tonumber(ARGV[1]) and site < tonumber(ARGV[2]) then
  redis.call('INCR', KEYS[1])
  redis.call('EXPIRE', KEYS[1], ARGV[3])
  redis.call('INCR', KEYS[2])
  redis.call('EXPIRE', KEYS[2], ARGV[3])
  return {1}
end
local refused = redis.call('INCR', KEYS[3])
redis.call('EXPIRE', KEYS[3], ARGV[3])
if site >= tonumber(ARGV[2]) then return {-1, refused} end
return {0, refused}
`;

function dayKey(prefix: string, now: Date): string {
  return `${prefix}:quote-emails:${viennaDate(now)}`;
}

/** Seconds until the next midnight in Vienna, when both counts start again (an hour off on a DST day: a hint). */
function secondsUntilViennaMidnight(now: Date): number {
  const [hours = 0, minutes = 0, seconds = 0] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Vienna',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(now)
    .split(':')
    .map(Number);
  return Math.max(1, 24 * 3600 - (hours * 3600 + minutes * 60 + seconds));
}

/** Today's counts for the operations console (one round trip). */
export async function readQuoteEmailDay(
  redis: Redis,
  config: AppConfig,
  now = new Date(),
): Promise<QuoteEmailDay> {
  const day = dayKey(config.redis.prefix, now);
  const [sent, refused] = await redis.mget(`${day}:site`, `${day}:refused`);
  return {
    date: viennaDate(now),
    sent: Number(sent ?? 0),
    refused: Number(refused ?? 0),
    perDay: config.quoteEmailLimit.perDay,
    perRecipient: config.quoteEmailLimit.perRecipient,
  };
}

/**
 * The daily limits of 'Angebot per E-Mail': a recipient gets at most `perRecipient` quotes a day however many
 * clients ask, and the site sends at most `perDay`. Counted in Redis per Vienna day, shared by every API process;
 * the recipient's key holds an HMAC of the mailbox, never the address.
 */
@Injectable()
export class QuoteEmailQuota {
  private readonly logger = new Logger('QuoteEmailQuota');

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @InjectRedis() private readonly redis: Redis,
  ) {}

  /**
   * Takes one e-mail to `email` or refuses it: 429 for either limit, with one text for both (the answer must not
   * tell whether the address was used before) and Retry-After until midnight; 503 with the same text when Redis
   * cannot count (the limit protects a third party, so it fails closed; the visitor keeps the quote on the page).
   */
  async take(email: string, now = new Date()): Promise<void> {
    const { perRecipient, perDay } = this.config.quoteEmailLimit;
    const day = dayKey(this.config.redis.prefix, now);
    // Keyed by the session secret: the key of an address cannot be recomputed from a guess without it.
    const mailbox = createHmac('sha256', this.config.session.secret)
      .update(quoteRecipientMailbox(email))
      .digest('base64url');
    let answer: unknown;
    try {
      answer = await withTimeout(
        this.redis.eval(
          TAKE_SCRIPT,
          3,
          `${day}:to:${mailbox}`,
          `${day}:site`,
          `${day}:refused`,
          perRecipient,
          perDay,
          COUNTER_TTL_SECONDS,
        ),
        REDIS_TIMEOUT_MS,
      );
    } catch (error) {
      this.logger.warn(
        `Quote e-mail refused: its daily limits cannot be counted (${error instanceof Error ? error.message : String(error)})`,
      );
      throw new ServiceUnavailableException(QUOTE_EMAIL_MESSAGES.sendingUnavailable);
    }
    const [code, refusedToday] = Array.isArray(answer) ? answer.map(Number) : [];
    if (code === 1) return;
    // Logged without the address, and not every refusal of a flood; the console shows today's refusals.
    if (refusedToday === 1 || (refusedToday ?? 0) % 100 === 0) {
      const limit = code === -1 ? `of the site (${perDay})` : `per recipient (${perRecipient})`;
      this.logger.warn(`Quote e-mail refused by the daily limit ${limit}; refusals today: ${refusedToday}`);
    }
    throw new TooManyRequestsException(
      QUOTE_EMAIL_MESSAGES.sendingUnavailable,
      secondsUntilViennaMidnight(now),
    );
  }
}
