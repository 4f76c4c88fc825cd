import { Injectable } from '@nestjs/common';
import { type HealthReport } from '@stairs/contracts';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { InjectRedis } from '../redis/redis.module';

/** A dependency that does not answer within this time counts as down (the check must never hang). */
export const CHECK_TIMEOUT_MS = 2000;

export async function answersInTime(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRedis() private readonly redis: Redis,
  ) {}

  async check(): Promise<HealthReport> {
    const [postgres, redis] = await Promise.all([
      answersInTime(() => this.dataSource.query('SELECT 1')),
      answersInTime(() => this.redis.ping()),
    ]);
    return {
      status: postgres && redis ? 'ok' : 'error',
      postgres: postgres ? 'up' : 'down',
      redis: redis ? 'up' : 'down',
    };
  }
}
