import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { API, SIGN_IN_LINK_VALIDITY_MINUTES } from '@stairs/contracts';
import Redis from 'ioredis';
import { type AppConfig, InjectConfig } from '../config';
import { JobQueue } from '../jobs/job-queue.service';
import { InjectRedis } from '../redis/redis.module';

/**
 * The token of a sign-in link: an HMAC of the link's id under the session secret (its own purpose prefix). Nothing
 * secret is stored: Redis holds the id of the one pending link, and the token cannot be made from it without the
 * secret.
 */
export function signInLinkToken(secret: string, linkId: string): string {
  return createHmac('sha256', secret).update(`sign-in-link:${linkId}`).digest('base64url');
}

function isSignInLinkToken(secret: string, linkId: string, token: string): boolean {
  const expected = Buffer.from(signInLinkToken(secret, linkId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The absolute link for the e-mail. */
export function signInLinkUrl(publicUrl: string, secret: string, linkId: string): string {
  const path = API.signInLinkPage.path.replace(':id', linkId);
  return `${publicUrl.replace(/\/+$/, '')}${path}?token=${signInLinkToken(secret, linkId)}`;
}

/** The Redis key of the one pending link (its id, expiring with the link). */
export function pendingSignInLinkKey(prefix: string): string {
  return `${prefix}:sign-in-link`;
}

/** Deletes the key only while it still names this link (a script runs alone in Redis: used once, by one request). */
const TAKE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('DEL', KEYS[1])
  return 1
end
return 0
`;

export type SignInLinkCheck = 'valid' | 'invalid' | 'gone';

/**
 * Sign-in links by e-mail (docs/decisions.md, "Admin access"). There is at most one pending link: a request makes
 * one (SET NX, expiring after SIGN_IN_LINK_VALIDITY_MINUTES) and mails it to the operator only when none is pending,
 * otherwise it does nothing, and both answer the same. Strangers who ask therefore send the operator at most one
 * e-mail per validity period, and every link they cause is in the operator's mailbox, usable by the operator only;
 * once the operator uses one, the next request mails a new one at once.
 */
@Injectable()
export class SignInLinks {
  private readonly logger = new Logger('SignInLinks');

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @InjectRedis() private readonly redis: Redis,
    private readonly jobs: JobQueue,
  ) {}

  private get key(): string {
    return pendingSignInLinkKey(this.config.redis.prefix);
  }

  async request(address: string): Promise<void> {
    const linkId = randomUUID();
    const made = await this.redis.set(this.key, linkId, 'EX', SIGN_IN_LINK_VALIDITY_MINUTES * 60, 'NX');
    if (made !== 'OK') return;
    this.logger.log(`Sign-in link requested from ${address}: e-mail to the operator`);
    if (await this.jobs.enqueue('sendSignInLink', { linkId })) return;
    // Without its e-mail the link would only block the next request until it expires.
    await this.redis.eval(TAKE_SCRIPT, 1, this.key, linkId);
  }

  /** Whether a link opened from the e-mail may still sign in (the page with the button). */
  async check(linkId: string, token: string): Promise<SignInLinkCheck> {
    if (!isSignInLinkToken(this.config.session.secret, linkId, token)) return 'invalid';
    return (await this.redis.get(this.key)) === linkId ? 'valid' : 'gone';
  }

  /** Uses the link: valid once, by one request, until it expires. */
  async use(linkId: string, token: string): Promise<SignInLinkCheck> {
    if (!isSignInLinkToken(this.config.session.secret, linkId, token)) return 'invalid';
    return (await this.redis.eval(TAKE_SCRIPT, 1, this.key, linkId)) === 1 ? 'valid' : 'gone';
  }
}
