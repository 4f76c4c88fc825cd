import type Redis from 'ioredis';
import { type DataSource } from 'typeorm';
import { HealthService } from './health.service';

function service(postgres: () => Promise<unknown>, redis: () => Promise<unknown>): HealthService {
  return new HealthService({ query: postgres } as unknown as DataSource, { ping: redis } as unknown as Redis);
}

describe('HealthService', () => {
  afterEach(() => jest.useRealTimers());

  it('is ok when both answer', async () => {
    const health = service(
      () => Promise.resolve([{ '?column?': 1 }]),
      () => Promise.resolve('PONG'),
    );
    await expect(health.check()).resolves.toEqual({ status: 'ok', postgres: 'up', redis: 'up' });
  });

  it('reports the failing dependency as down', async () => {
    const health = service(
      () => Promise.reject(new Error('connection refused')),
      () => Promise.resolve('PONG'),
    );
    await expect(health.check()).resolves.toEqual({ status: 'error', postgres: 'down', redis: 'up' });
  });

  it('counts a dependency that hangs as down after the timeout (the check never hangs)', async () => {
    jest.useFakeTimers();
    const health = service(
      () => Promise.resolve([]),
      () => new Promise(() => undefined),
    );
    const result = health.check();
    await jest.advanceTimersByTimeAsync(2500);
    await expect(result).resolves.toEqual({ status: 'error', postgres: 'up', redis: 'down' });
  });
});
