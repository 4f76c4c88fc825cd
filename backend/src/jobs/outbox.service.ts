import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type AppConfig, InjectConfig } from '../config';
import { BackgroundTasks } from '../jobs/background-tasks.service';
import { JobQueue } from './job-queue.service';
import { type JobKey } from './job-registry';
import { type OutboxDefinition, OUTBOXES, type OutboxKey } from './outboxes';

/** Rows younger than this are left to the API's own enqueue right after the commit. */
const ENQUEUE_GRACE_MS = 60_000;
/**
 * Rows committed within this window are enqueued together: one BullMQ addBulk and one UPDATE for all of them.
 * Under load that is a fraction of the Redis and Postgres round trips per request; alone, 5 ms later.
 */
const DISPATCH_WINDOW_MS = 5;
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
  private readonly pending = new Map<OutboxKey, string[]>();

  /** Call after the row is committed: the job is added off the request path and never fails the request. */
  dispatch(key: OutboxKey, id: string): void {
    const waiting = this.pending.get(key);
    if (waiting) {
      waiting.push(id);
      return;
    }
    this.pending.set(key, [id]);
    // A background task from the start, so shutdown and tests (BackgroundTasks.idle) wait for the window too.
    this.background.run(`enqueue ${key}`, async () => {
      await new Promise((resolve) => setTimeout(resolve, DISPATCH_WINDOW_MS));
      const ids = this.pending.get(key) ?? [];
      this.pending.delete(key);
      await this.enqueueMany(key, ids);
    });
  }

  async enqueue(key: OutboxKey, id: string): Promise<boolean> {
    return this.enqueueMany(key, [id]);
  }

  private async enqueueMany(key: OutboxKey, ids: readonly string[]): Promise<boolean> {
    const outbox: OutboxDefinition<JobKey> = OUTBOXES[key];
    const queued = await this.jobs.enqueueMany(
      outbox.job,
      ids.map((id) => outbox.payload(id)),
    );
    if (queued) await this.touchQueued(outbox, ids);
    return queued;
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
   * Adds the jobs of rows that are not done: never queued (Redis was away when the API tried) after a minute,
   * or queued longer ago than JOBS_REQUEUE_AFTER_SECONDS (the job vanished from Redis, e.g. it restarted empty).
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
