import { Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { AUTH_MESSAGES } from '@stairs/contracts';
import Redis from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { TooManyRequestsException } from '../common/http-errors';
import { type AppConfig, InjectConfig } from '../config';
import { InjectRedis } from '../redis/redis.module';
import { verifyAdminPassword } from './password';

const ALL_CLIENTS = 'all';

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');
  /** Failed logins per client (address or IPv6 /64); counters live in Redis so every API process shares them. */
  private readonly failedLogins: RateLimiterRedis;
  /** Failed logins of all clients together: many addresses cannot guess without end either. */
  private readonly allFailedLogins: RateLimiterRedis;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @InjectRedis() redis: Redis,
  ) {
    const { points, windowSeconds } = config.loginRateLimit;
    this.failedLogins = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.redis.prefix}:rl:login`,
      points,
      duration: windowSeconds,
    });
    this.allFailedLogins = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.redis.prefix}:rl:login-all`,
      points: config.loginRateLimit.globalPoints,
      duration: windowSeconds,
    });
  }

  /**
   * Checks the password for a client address. Throws 429 while the address is locked out (even for the
   * right password, so the lock cannot be used as an oracle) and 401 for a wrong password.
   */
  async verifyLogin(password: string, clientAddress: string): Promise<void> {
    const { points, globalPoints } = this.config.loginRateLimit;
    const [client, everyone] = await Promise.all([
      this.failedLogins.get(clientAddress),
      this.allFailedLogins.get(ALL_CLIENTS),
    ]);
    for (const [state, limit] of [
      [client, points],
      [everyone, globalPoints],
    ] as const) {
      if (state && state.consumedPoints >= limit) {
        throw new TooManyRequestsException(
          AUTH_MESSAGES.tooManyAttempts,
          Math.ceil(state.msBeforeNext / 1000),
        );
      }
    }
    if (await verifyAdminPassword(this.config.admin, password)) return;

    // Only failures count, so a correct admin is never locked out by their own earlier logins.
    await Promise.all([
      this.failedLogins.penalty(clientAddress, 1),
      this.allFailedLogins.penalty(ALL_CLIENTS, 1),
    ]);
    this.logger.warn(`Failed admin login from ${clientAddress}`);
    throw new UnauthorizedException({
      statusCode: 401,
      message: AUTH_MESSAGES.wrongPassword,
      error: 'Unauthorized',
    });
  }
}
