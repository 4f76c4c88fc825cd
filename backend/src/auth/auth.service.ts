import { Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { AUTH_MESSAGES } from '@stairs/contracts';
import Redis from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { TooManyRequestsException } from '../common/http-errors';
import { type AppConfig, InjectConfig } from '../config';
import { InjectRedis } from '../redis/redis.module';
import { verifyAdminPassword } from './password';

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');
  /** Failed logins per client address; counters live in Redis so every API process shares them. */
  private readonly failedLogins: RateLimiterRedis;

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
  }

  /**
   * Checks the password for a client address. Throws 429 while the address is locked out (even for the
   * right password, so the lock cannot be used as an oracle) and 401 for a wrong password.
   */
  async verifyLogin(password: string, clientAddress: string): Promise<void> {
    const state = await this.failedLogins.get(clientAddress);
    if (state && state.consumedPoints >= this.config.loginRateLimit.points) {
      throw new TooManyRequestsException(AUTH_MESSAGES.tooManyAttempts, Math.ceil(state.msBeforeNext / 1000));
    }
    if (await verifyAdminPassword(this.config.admin, password)) return;

    // Only failures count, so a correct admin is never locked out by their own earlier logins.
    await this.failedLogins.penalty(clientAddress, 1);
    this.logger.warn(`Failed admin login from ${clientAddress}`);
    throw new UnauthorizedException({
      statusCode: 401,
      message: AUTH_MESSAGES.wrongPassword,
      error: 'Unauthorized',
    });
  }
}
