import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type AppConfig, InjectConfig } from '../config';
import { BackgroundTasks } from '../jobs/background-tasks.service';
import { JobQueue } from './job-queue.service';
import { type JobKey } from './job-registry';
import { type OutboxDefinition, OUTBOXES, type OutboxKey } from './outboxes';

/**
 * Rows younger than this are left to the API's own enqueue right after the commit (a few milliseconds later;
 * seconds when Redis is slow); older ones that were never marked queued are swept like the rest.
 */
const ENQUEUE_GRACE_MS = 15_000;
/**
 * Rows committed within this window are enqueued together, in one BullMQ addBulk: under load a fraction of the
 * Redis round trips per request; alone, 5 ms later.
 */
const DISPATCH_WINDOW_MS = 5;
/**
 * The "queued" marks of the jobs added within this window are written in one UPDATE. Each UPDATE is a commit
 * Postgres must flush to disk; one per dispatch window cost a third of the calculations' throughput
 * (bench/load-floor.mjs). The mark only spares the sweep a question to Redis, so it may come a little later.
 */
const QUEUED_MARK_WINDOW_MS = 250;
const SWEEP_BATCH = 100;

export interface SweepResult {
  /** Jobs added (never queued, or vanished from Redis). */
  queued: number;
  /** Rows whose job had finished but whose done marker was missing. */
  completed: number;
}

/**
 * The transactional outbox of every background job: one implementation, configured per table in OUTBOXES.
 * Whether a job must still run is read from Postgres (the row's done marker), never from what Redis remembers.
 */
@Injectable()
export class Outbox {
  private readonly logger = new Logger('Outbox');

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly background: BackgroundTasks,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Ids dispatched in the current window, per outbox. */
  private readonly toEnqueue = new Map<OutboxKey, string[]>();
  /** Ids whose jobs were added and whose rows are not marked queued yet, per outbox. */
  private readonly toMark = new Map<OutboxKey, string[]>();

  /** Call after the row is committed: the job is added off the request path and never fails the request. */
  dispatch(key: OutboxKey, id: string): void {
    this.collect(this.toEnqueue, key, [id], DISPATCH_WINDOW_MS, async (ids) => {
      const outbox: OutboxDefinition<JobKey> = OUTBOXES[key];
      const queued = await this.jobs.enqueueMany(
        outbox.job,
        ids.map((queuedId) => outbox.payload(queuedId)),
      );
      if (queued)
        this.collect(this.toMark, key, ids, QUEUED_MARK_WINDOW_MS, (marked) =>
          this.touchQueued(outbox, marked),
        );
    });
  }

  /** Adds the job of one row now and marks the row queued; false when Redis did not take it. */
  async enqueue(key: OutboxKey, id: string): Promise<boolean> {
    const outbox: OutboxDefinition<JobKey> = OUTBOXES[key];
    const queued = await this.jobs.enqueueMany(outbox.job, [outbox.payload(id)]);
    if (queued) await this.touchQueued(outbox, [id]);
    return queued;
  }

  /**
   * Gathers ids per outbox for `windowMs`, then hands them to `flush` together. A background task from the start,
   * so shutdown and tests (BackgroundTasks.idle) wait for the window too.
   */
  private collect(
    windows: Map<OutboxKey, string[]>,
    key: OutboxKey,
    ids: readonly string[],
    windowMs: number,
    flush: (ids: readonly string[]) => Promise<unknown>,
  ): void {
    const open = windows.get(key);
    if (open) {
      open.push(...ids);
      return;
    }
    windows.set(key, [...ids]);
    this.background.run(`outbox ${key}`, async () => {
      await new Promise((resolve) => setTimeout(resolve, windowMs));
      const gathered = windows.get(key) ?? [];
      windows.delete(key);
      await flush(gathered);
    });
  }

  /** The job's handler calls this when the work is done (or nothing is left to do). */
  async markDone(key: OutboxKey, id: string): Promise<void> {
    const { table, doneAtColumn } = OUTBOXES[key];
    await this.dataSource.query(
      `UPDATE ${table} SET ${doneAtColumn} = now() WHERE id = $1 AND ${doneAtColumn} IS NULL`,
      [id],
    );
  }

  /**
   * Adds the jobs of rows that are not done: never queued (Redis was away when the API tried) after
   * ENQUEUE_GRACE_MS, or queued longer ago than JOBS_REQUEUE_AFTER_SECONDS and no longer held by Redis (it
   * restarted empty).
   * A job Redis still holds is left alone: waiting or running, it will finish; failed, it has used its retries
   * and its failure is logged, so it is not started again on its own. Stops at the first Redis error.
   */
  async sweep(key: OutboxKey, requeueAfterMs = this.config.jobs.requeueAfterMs): Promise<SweepResult> {
    const outbox: OutboxDefinition<JobKey> = OUTBOXES[key];
    const { table, createdAtColumn, queuedAtColumn, doneAtColumn } = outbox;
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM ${table}
        WHERE ${doneAtColumn} IS NULL
          AND ((${queuedAtColumn} IS NULL AND ${createdAtColumn} < now() - make_interval(secs => $1))
               OR ${queuedAtColumn} < now() - make_interval(secs => $2))
        ORDER BY ${createdAtColumn}
        LIMIT ${SWEEP_BATCH}`,
      [ENQUEUE_GRACE_MS / 1000, requeueAfterMs / 1000],
    );
    const result: SweepResult = { queued: 0, completed: 0 };
    for (const { id } of rows) {
      const status = await this.jobs.status(outbox.job, outbox.payload(id));
      if (status === 'completed') {
        await this.markDone(key, id);
        result.completed += 1;
      } else if (status === 'missing') {
        if (!(await this.enqueue(key, id))) break; // Redis still away: the next sweep tries again
        result.queued += 1;
      } else {
        await this.touchQueued(outbox, [id]);
      }
    }
    if (result.queued > 0 || result.completed > 0) {
      this.logger.log(`${key}: ${result.queued} job(s) queued again, ${result.completed} marked done`);
    }
    return result;
  }

  async sweepAll(): Promise<void> {
    for (const key of Object.keys(OUTBOXES) as OutboxKey[]) await this.sweep(key);
  }

  private async touchQueued(outbox: OutboxDefinition<JobKey>, ids: readonly string[]): Promise<void> {
    await this.dataSource.query(
      `UPDATE ${outbox.table} SET ${outbox.queuedAtColumn} = now() WHERE id = ANY($1::uuid[])`,
      [ids],
    );
  }
}
