import { Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { AUTH_MESSAGES } from '@stairs/contracts';
import Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsException } from '../common/http-errors';
import { type AppConfig, InjectConfig } from '../config';
import { InjectRedis } from '../redis/redis.module';
import { verifyAdminPassword } from './password';

const ALL_CLIENTS = 'all';

/** Who is trying to sign in: the client's address key and, for a browser that signed in before, its device. */
export interface LoginClient {
  /** IPv4 address or IPv6 /64 (rateLimitClientKey). */
  address: string;
  /** The id of a validly signed device cookie (login-device.ts). */
  device?: string;
}

/** What a lock is counted as, in the Redis hash `<prefix>:login-locks`. */
type LockKind = 'client' | 'device' | 'global';

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');
  /** Login attempts per client address (address or IPv6 /64); counters in Redis, shared by every API process. */
  private readonly clientAttempts: RateLimiterRedis;
  /** Login attempts per known device (device cookie). */
  private readonly deviceAttempts: RateLimiterRedis;
  /** Wrong passwords of all clients together: past the cap, strangers are slowed (the devices are not). */
  private readonly allFailedLogins: RateLimiterRedis;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @InjectRedis() private readonly redis: Redis,
  ) {
    const { points, windowSeconds, globalPoints } = config.loginRateLimit;
    const limiter = (name: string, limit: number) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${config.redis.prefix}:rl:${name}`,
        points: limit,
        duration: windowSeconds,
      });
    this.clientAttempts = limiter('login', points);
    this.deviceAttempts = limiter('login-device', points);
    this.allFailedLogins = limiter('login-all', globalPoints);
  }

  /**
   * Checks the password (OWASP's device-cookie scheme). A known device is limited by its own failures only;
   * a stranger (no valid device cookie) by its address, and past the global cap to one attempt per interval
   * for all strangers together. Each limit takes its attempt first (an atomic INCR in Redis) and gives it back
   * on success, so concurrent guesses can never pass more checks than the limit. A locked client gets 429 even
   * for the right password (the lock is no oracle); a wrong password is 401.
   */
  async verifyLogin(password: string, client: LoginClient): Promise<void> {
    const { points } = this.config.loginRateLimit;
    const [limiter, key, kind] = client.device
      ? ([this.deviceAttempts, client.device, 'device'] as const)
      : ([this.clientAttempts, client.address, 'client'] as const);
    if (!client.device) await this.waitForStrangersTurn();
    const attempt = await this.takeAttempt(limiter, key);
    if (await verifyAdminPassword(this.config.admin, password)) {
      // Only failures count, so a correct admin is never locked out by their own earlier logins.
      await limiter.reward(key, 1);
      return;
    }
    this.logger.warn(`Failed admin login from ${client.address}${client.device ? ' (known device)' : ''}`);
    if (attempt.consumedPoints === points) await this.locked(kind, client.address);
    const everyone = await this.allFailedLogins.penalty(ALL_CLIENTS, 1);
    if (everyone.consumedPoints === this.config.loginRateLimit.globalPoints) {
      await this.locked('global', client.address);
    }
    throw new UnauthorizedException({
      statusCode: 401,
      message: AUTH_MESSAGES.wrongPassword,
      error: 'Unauthorized',
    });
  }

  /** Takes one attempt of `key` (atomically), or 429 with the wait when none is left. */
  private async takeAttempt(limiter: RateLimiterRedis, key: string): Promise<RateLimiterRes> {
    try {
      return await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooMany(rejection.msBeforeNext / 1000);
      throw rejection;
    }
  }

  /**
   * Past the global cap, strangers share one attempt per LOGIN_STRANGER_INTERVAL_SECONDS (SET NX: one taker):
   * guessing from many addresses is slowed to a crawl, while a new browser of the operator still gets a turn.
   */
  private async waitForStrangersTurn(): Promise<void> {
    const everyone = await this.allFailedLogins.get(ALL_CLIENTS);
    if (!everyone || everyone.consumedPoints < this.config.loginRateLimit.globalPoints) return;
    const turn = `${this.config.redis.prefix}:login-stranger-turn`;
    const interval = this.config.loginRateLimit.strangerIntervalSeconds;
    if ((await this.redis.set(turn, '1', 'EX', interval, 'NX')) === 'OK') return;
    throw tooMany(await this.redis.ttl(turn));
  }

  /** Every lock is logged and counted (the hash survives restarts; an operator reads it with HGETALL). */
  private async locked(kind: LockKind, address: string): Promise<void> {
    const count = await this.redis.hincrby(`${this.config.redis.prefix}:login-locks`, kind, 1);
    this.logger.warn(
      `Admin login locked (${kind}) after a wrong password from ${address}; ${kind} locks: ${count}`,
    );
  }
}

function tooMany(seconds: number): TooManyRequestsException {
  return new TooManyRequestsException(AUTH_MESSAGES.tooManyAttempts, Math.max(1, Math.ceil(seconds)));
}
