import { Injectable } from '@nestjs/common';
import {
  type OperationsHealthReport,
  type OperationsPartHealth,
  type OutboxBacklog,
  OUTBOX_LABELS,
  plural,
} from '@stairs/contracts';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { type AppConfig, InjectConfig } from '../config';
import { answersInTime, CHECK_TIMEOUT_MS } from '../health/health.service';
import { OUTBOXES, type OutboxKey } from '../jobs/outboxes';
import { readQuoteEmailDay } from '../quote-email/quote-email-quota';
import { InjectRedis } from '../redis/redis.module';
import {
  HEARTBEAT_STALE_MS,
  type WorkerHeartbeat,
  workerHeartbeatKey,
  workerHeartbeatSchema,
} from './worker-heartbeat';

const seconds = (ms: number): number => Math.max(0, Math.round(ms / 1000));

/** Gives up after CHECK_TIMEOUT_MS like the plain health check; undefined when it failed or took too long. */
async function inTime<T>(work: () => Promise<T>): Promise<T | undefined> {
  let result: T | undefined;
  const ok = await answersInTime(async () => {
    result = await work();
  });
  return ok ? result : undefined;
}

/** The detailed health of the operations console (admin only). */
@Injectable()
export class OperationsHealthService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async report(now = new Date()): Promise<OperationsHealthReport> {
    const [postgres, redis, heartbeats, outboxes, quoteEmails] = await Promise.all([
      answersInTime(() => this.dataSource.query('SELECT 1')),
      answersInTime(() => this.redis.ping()),
      inTime(() => this.liveHeartbeats(now)),
      inTime(() => this.outboxBacklog()),
      inTime(() => readQuoteEmailDay(this.redis, this.config, now)),
    ]);
    const latest = heartbeats?.sort((a, b) => Date.parse(b.at) - Date.parse(a.at))[0];
    return {
      checkedAt: now.toISOString(),
      apiDocs: this.config.api.docs,
      parts: {
        postgres: postgres
          ? { status: 'up', detail: 'Die Datenbank antwortet.' }
          : {
              status: 'down',
              detail: `Die Datenbank antwortet nicht innerhalb von ${seconds(CHECK_TIMEOUT_MS)} s.`,
            },
        redis: redis
          ? { status: 'up', detail: 'Redis antwortet.' }
          : { status: 'down', detail: `Redis antwortet nicht innerhalb von ${seconds(CHECK_TIMEOUT_MS)} s.` },
        worker: this.workerHealth(heartbeats, latest, now),
        chromium: this.chromiumHealth(latest),
      },
      outboxes: outboxes ?? null,
      mailInboxUrl: this.config.mail.inboxUrl ?? null,
      quoteEmails: quoteEmails ?? null,
    };
  }

  private workerHealth(
    heartbeats: WorkerHeartbeat[] | undefined,
    latest: WorkerHeartbeat | undefined,
    now: Date,
  ): OperationsPartHealth {
    if (!heartbeats)
      return { status: 'unknown', detail: 'Ohne Redis ist nicht zu sehen, ob ein Worker läuft.' };
    if (!latest) {
      return {
        status: 'down',
        detail: `Kein Worker hat sich in den letzten ${seconds(HEARTBEAT_STALE_MS)} s gemeldet.`,
      };
    }
    const count = plural(heartbeats.length, { one: '# Worker läuft', other: '# Worker laufen' });
    const ago = seconds(now.getTime() - Date.parse(latest.at));
    return { status: 'up', detail: `${count}, letztes Lebenszeichen vor ${ago} s.` };
  }

  private chromiumHealth(latest: WorkerHeartbeat | undefined): OperationsPartHealth {
    if (!latest) return { status: 'unknown', detail: 'Der Worker prüft Chromium; es meldet sich keiner.' };
    const { ok, detail } = latest.chromium;
    return ok
      ? { status: 'up', detail: `Startet beim Worker: ${detail}` }
      : { status: 'down', detail: `Startet beim Worker nicht: ${detail}` };
  }

  /** The heartbeats of the workers that wrote recently; the fields of workers that are gone are removed. */
  private async liveHeartbeats(now: Date): Promise<WorkerHeartbeat[]> {
    const key = workerHeartbeatKey(this.config.redis.prefix);
    const fields = await this.redis.hgetall(key);
    const live: WorkerHeartbeat[] = [];
    const stale: string[] = [];
    for (const [field, value] of Object.entries(fields)) {
      const parsed = workerHeartbeatSchema.safeParse(safeJson(value));
      if (parsed.success && now.getTime() - Date.parse(parsed.data.at) <= HEARTBEAT_STALE_MS)
        live.push(parsed.data);
      else stale.push(field);
    }
    if (stale.length > 0) await this.redis.hdel(key, ...stale);
    return live;
  }

  /**
   * Per outbox: rows due whose job is not done, how many never reached Redis, and the oldest. (A stored upload's
   * deletion is written ahead, due a day later: not a backlog until then.)
   */
  private async outboxBacklog(): Promise<OutboxBacklog[]> {
    return Promise.all(
      (Object.keys(OUTBOXES) as OutboxKey[]).map(async (key) => {
        const { table, createdAtColumn, queuedAtColumn, doneAtColumn } = OUTBOXES[key];
        // Table and column names are the outbox definitions' constants, never input.
        const [row] = (await this.dataSource.query(
          `SELECT count(*)::int AS open,
                  count(*) FILTER (WHERE ${queuedAtColumn} IS NULL)::int AS not_queued,
                  min(${createdAtColumn}) AS oldest
             FROM ${table}
            WHERE ${doneAtColumn} IS NULL AND ${createdAtColumn} <= now()`,
        )) as { open: number; not_queued: number; oldest: Date | null }[];
        return {
          outbox: key,
          label: OUTBOX_LABELS[key],
          open: row?.open ?? 0,
          notQueued: row?.not_queued ?? 0,
          oldestOpenSince: row?.oldest ? row.oldest.toISOString() : null,
        };
      }),
    );
  }
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
