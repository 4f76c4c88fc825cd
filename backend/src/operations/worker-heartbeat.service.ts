import { execFile } from 'node:child_process';
import { hostname } from 'node:os';
import { promisify } from 'node:util';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { type AppConfig, InjectConfig } from '../config';
import { InjectRedis } from '../redis/redis.module';
import {
  CHROMIUM_CHECK_INTERVAL_MS,
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_STALE_MS,
  type WorkerHeartbeat,
  workerHeartbeatKey,
} from './worker-heartbeat';

const run = promisify(execFile);

/** The worker's side of the operations console: a heartbeat with the result of its Chromium check. */
@Injectable()
export class WorkerHeartbeatService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Heartbeat');
  private readonly field = `${hostname()}:${process.pid}`;
  private timer: NodeJS.Timeout | undefined;
  private chromium: WorkerHeartbeat['chromium'] | undefined;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @InjectRedis() private readonly redis: Redis,
  ) {}

  onApplicationBootstrap(): void {
    void this.beat();
    this.timer = setInterval(() => void this.beat(), HEARTBEAT_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    // A worker that stops says so at once; one that dies is noticed when its field is stale.
    if (this.redis.status === 'ready') {
      await this.redis.hdel(workerHeartbeatKey(this.config.redis.prefix), this.field).catch(() => undefined);
    }
  }

  async beat(): Promise<void> {
    try {
      const heartbeat: WorkerHeartbeat = {
        at: new Date().toISOString(),
        chromium: await this.checkChromium(),
      };
      const key = workerHeartbeatKey(this.config.redis.prefix);
      await this.redis
        .multi()
        .hset(key, this.field, JSON.stringify(heartbeat))
        // The hash itself goes once no worker has written for a while (the API drops stale fields).
        .pexpire(key, HEARTBEAT_STALE_MS)
        .exec();
    } catch (error) {
      this.logger.warn(`Heartbeat not written: ${(error as Error).message}`);
    }
  }

  private async checkChromium(): Promise<WorkerHeartbeat['chromium']> {
    const last = this.chromium;
    if (last && Date.now() - Date.parse(last.checkedAt) < CHROMIUM_CHECK_INTERVAL_MS) return last;
    const checkedAt = new Date().toISOString();
    try {
      const { stdout } = await run(this.config.chromiumPath, ['--version'], { timeout: 10_000 });
      this.chromium = { ok: true, checkedAt, detail: stdout.trim() };
    } catch (error) {
      this.chromium = { ok: false, checkedAt, detail: (error as Error).message.split('\n')[0] ?? '' };
    }
    return this.chromium;
  }
}
