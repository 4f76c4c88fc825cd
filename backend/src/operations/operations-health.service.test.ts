import type Redis from 'ioredis';
import { type DataSource } from 'typeorm';
import { type AppConfig } from '../config';
import { OperationsHealthService } from './operations-health.service';
import { type WorkerHeartbeat } from './worker-heartbeat';

const NOW = new Date('2026-11-27T10:00:00.000Z');
const config = {
  redis: { prefix: 'unit' },
  mail: { inboxUrl: undefined },
  api: { docs: false },
} as AppConfig;

function heartbeat(secondsAgo: number, chromium: WorkerHeartbeat['chromium']): string {
  return JSON.stringify({ at: new Date(NOW.getTime() - secondsAgo * 1000).toISOString(), chromium });
}

function service(
  redis: Partial<Record<'ping' | 'hgetall' | 'hdel', jest.Mock>>,
  postgresUp = true,
  appConfig: AppConfig = config,
) {
  const query = postgresUp
    ? jest.fn((sql: string) =>
        Promise.resolve(sql === 'SELECT 1' ? [] : [{ open: 0, not_queued: 0, oldest: null }]),
      )
    : jest.fn(() => Promise.reject(new Error('connection refused')));
  return new OperationsHealthService(
    { query } as unknown as DataSource,
    {
      ping: jest.fn(() => Promise.resolve('PONG')),
      hdel: jest.fn(() => Promise.resolve(1)),
      ...redis,
    } as unknown as Redis,
    appConfig,
  );
}

describe('OperationsHealthService', () => {
  it('names the mail inbox when one is configured (MAIL_INBOX_URL), and none otherwise', async () => {
    const hgetall = jest.fn(() => Promise.resolve({}));
    const withInbox = { ...config, mail: { ...config.mail, inboxUrl: 'http://127.0.0.1:1080' } } as AppConfig;
    expect((await service({ hgetall }, true, withInbox).report(NOW)).mailInboxUrl).toBe(
      'http://127.0.0.1:1080',
    );
    expect((await service({ hgetall }).report(NOW)).mailInboxUrl).toBeNull();
  });

  it('says whether the API docs are served, so the console links to them only then', async () => {
    const hgetall = jest.fn(() => Promise.resolve({}));
    expect((await service({ hgetall }).report(NOW)).apiDocs).toBe(false);
    const withDocs = { ...config, api: { ...config.api, docs: true } } as AppConfig;
    expect((await service({ hgetall }, true, withDocs).report(NOW)).apiDocs).toBe(true);
  });

  it('Redis down: Redis is down, and whether a worker runs (and its Chromium) is unknown', async () => {
    const down = jest.fn(() => Promise.reject(new Error('ECONNREFUSED')));
    const report = await service({ ping: down, hgetall: down }).report(NOW);
    expect(report.parts.redis.status).toBe('down');
    expect(report.parts.worker).toEqual({
      status: 'unknown',
      detail: 'Ohne Redis ist nicht zu sehen, ob ein Worker läuft.',
    });
    expect(report.parts.chromium.status).toBe('unknown');
    expect(report.parts.postgres.status).toBe('up');
  });

  it('a heartbeat older than 45 s is a worker that is gone: down, and its field is removed', async () => {
    const hdel = jest.fn(() => Promise.resolve(1));
    const chromium = { ok: true, checkedAt: NOW.toISOString(), detail: 'Chromium 142.0' };
    const report = await service({
      hgetall: jest.fn(() => Promise.resolve({ 'old:1': heartbeat(46, chromium), 'bad:2': 'not json' })),
      hdel,
    }).report(NOW);
    expect(report.parts.worker.status).toBe('down');
    expect(report.parts.chromium.status).toBe('unknown');
    expect(hdel).toHaveBeenCalledWith('unit:operations:workers', 'old:1', 'bad:2');
  });

  it("the freshest worker's Chromium check counts; a failing one is down with its reason", async () => {
    const failing = { ok: false, checkedAt: NOW.toISOString(), detail: 'spawn /usr/bin/chromium ENOENT' };
    const working = { ok: true, checkedAt: NOW.toISOString(), detail: 'Chromium 142.0' };
    const report = await service({
      hgetall: jest.fn(() =>
        Promise.resolve({ 'a:1': heartbeat(3, failing), 'b:2': heartbeat(20, working) }),
      ),
    }).report(NOW);
    expect(report.parts.worker).toEqual({
      status: 'up',
      detail: '2 Worker laufen, letztes Lebenszeichen vor 3 s.',
    });
    expect(report.parts.chromium).toEqual({
      status: 'down',
      detail: 'Startet beim Worker nicht: spawn /usr/bin/chromium ENOENT',
    });
  });

  it('Postgres down: down, and the outboxes cannot be read (null, not zero)', async () => {
    const report = await service({ hgetall: jest.fn(() => Promise.resolve({})) }, false).report(NOW);
    expect(report.parts.postgres.status).toBe('down');
    expect(report.outboxes).toBeNull();
  });
});
