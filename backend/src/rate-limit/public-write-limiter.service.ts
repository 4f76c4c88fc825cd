import { Injectable, Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { type AppConfig, InjectConfig, type PublicWriteBucket } from '../config';
import { InjectRedis } from '../redis/redis.module';

/** Longest a request waits for the limiter's Redis answer (normally well under 1 ms on the same host). */
export const RATE_LIMIT_REDIS_TIMEOUT_MS = 250;

/** At most one "Redis unavailable, limit skipped" warning per minute: an outage must not flood the log. */
const FAIL_OPEN_WARNING_INTERVAL_MS = 60_000;

export type PublicWriteDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

class LimiterTimeoutError extends Error {
  constructor() {
    super(`no answer within ${RATE_LIMIT_REDIS_TIMEOUT_MS} ms`);
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new LimiterTimeoutError()), ms);
  });
  // Promise.race subscribes to both, so a late rejection of `promise` is handled (no unhandledRejection).
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Counters of the public writes per bucket and client key, in Redis (`<prefix>:rl:<bucket>:<client>`) so
 * every API process shares them; a fixed window per client that starts with its first request.
 *
 * Fails open: when Redis is not connected, answers an error or takes longer than
 * RATE_LIMIT_REDIS_TIMEOUT_MS, the request is allowed and a warning logged. A lead must never be refused or
 * delayed because Redis is down (docs/decisions.md: nothing a visitor sends is lost when Redis is down).
 */
@Injectable()
export class PublicWriteLimiter {
  private readonly logger = new Logger('RateLimit');
  private readonly limiters: Record<PublicWriteBucket, RateLimiterRedis>;
  private lastFailOpenWarningAt = Number.NEGATIVE_INFINITY;
  private failOpensSinceWarning = 0;

  constructor(@InjectConfig() config: AppConfig, @InjectRedis() redis: Redis) {
    const limiter = (bucket: PublicWriteBucket) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${config.redis.prefix}:rl:${bucket}`,
        points: config.publicWriteRateLimit[bucket].points,
        duration: config.publicWriteRateLimit[bucket].windowSeconds,
        // While ioredis is (re)connecting, fail at once instead of queueing the command behind the reconnect.
        rejectIfRedisNotReady: true,
      });
    this.limiters = { calculation: limiter('calculation'), lead: limiter('lead') };
  }

  /** Counts one request of `client` in `bucket`; refuses it (with the seconds until the window ends) when over. */
  async consume(bucket: PublicWriteBucket, client: string): Promise<PublicWriteDecision> {
    const limiter = this.limiters[bucket];
    try {
      await withTimeout(limiter.consume(client, 1), RATE_LIMIT_REDIS_TIMEOUT_MS);
      return { allowed: true };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        // Logged once per window and client (the first refused request), not for every request of a flood.
        if (rejection.consumedPoints === limiter.points + 1) {
          this.logger.warn(`Rate limit "${bucket}" reached by ${client}`);
        }
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
      this.warnFailOpen(bucket, rejection);
      return { allowed: true };
    }
  }

  private warnFailOpen(bucket: PublicWriteBucket, error: unknown): void {
    const now = Date.now();
    if (now - this.lastFailOpenWarningAt < FAIL_OPEN_WARNING_INTERVAL_MS) {
      this.failOpensSinceWarning += 1;
      return;
    }
    const earlier = this.failOpensSinceWarning
      ? ` (${this.failOpensSinceWarning} more allowed unchecked since the last warning)`
      : '';
    this.lastFailOpenWarningAt = now;
    this.failOpensSinceWarning = 0;
    const reason = error instanceof Error ? error.message : String(error);
    this.logger.warn(
      `Rate limit "${bucket}" not checked, request allowed: Redis unavailable (${reason})${earlier}`,
    );
  }
}
