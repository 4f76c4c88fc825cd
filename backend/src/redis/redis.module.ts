import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { type AppConfig, APP_CONFIG } from '../config';
import { redisOptionsFromUrl } from './redis-options';

/** Injection token of the shared ioredis client (sessions, rate limits, health). BullMQ has its own. */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');
export const InjectRedis = (): ParameterDecorator => Inject(REDIS_CLIENT);

@Injectable()
class RedisLifecycle implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');

  constructor(@InjectRedis() private readonly redis: Redis) {
    // Without a listener ioredis prints every reconnect failure as an unhandled error event.
    this.redis.on('error', (error: Error) => this.logger.warn(`Redis connection problem: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    // quit() lets pending commands finish; a client that is not connected is dropped. An ended client is
    // left alone: disconnect() on it would start a 2 s timer that keeps the process (or jest) alive.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else if (this.redis.status !== 'end') this.redis.disconnect();
  }
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new Redis({
          ...redisOptionsFromUrl(config.redis.url),
          // Fail fast instead of queueing commands for minutes while Redis is away: a login or health
          // check should answer promptly, not hang.
          maxRetriesPerRequest: 2,
          connectTimeout: 3000,
          // Commands issued in the same tick (the rate-limit counters of concurrent requests) go out in one
          // write: each socket write is a system call, and they were the API's largest cost under load.
          enableAutoPipelining: true,
        }),
    },
    RedisLifecycle,
  ],
  exports: [REDIS_CLIENT],
})
export class RedisModule {}
