import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { type Queue } from 'bullmq';
import { JOBS, type JobKey, type JobPayload } from './job-registry';

/** How long an add may take before the caller gives up waiting (the add itself may still land later). */
const ENQUEUE_TIMEOUT_MS = 2000;

/** Where a job stands in Redis; 'missing' = Redis does not know it (never added, removed, or Redis was emptied). */
export type JobStatus = 'pending' | 'completed' | 'failed' | 'missing';

/**
 * The one way to add a job. Never fails the caller: Redis being down or slow is logged and reported as
 * `false`. Whatever must not be lost is in Postgres before a job is added, and the outbox sweep adds it again.
 */
@Injectable()
export class JobQueue {
  private readonly logger = new Logger('Jobs');

  constructor(private readonly moduleRef: ModuleRef) {}

  async enqueue<K extends JobKey>(key: K, payload: JobPayload<K>): Promise<boolean> {
    return this.enqueueMany(key, [payload]);
  }

  /** Adds several jobs of one kind in one round trip to Redis (BullMQ addBulk); all or none are reported added. */
  async enqueueMany<K extends JobKey>(key: K, payloads: readonly JobPayload<K>[]): Promise<boolean> {
    if (payloads.length === 0) return true;
    const job = JOBS[key];
    const jobs = payloads.map((payload) => {
      const data: unknown = job.payload.parse(payload);
      return { name: job.name, data, opts: { ...job.options, jobId: job.jobId(data as never) } };
    });
    const label = `${job.queue}/${job.name} ${jobs.length === 1 ? String(jobs[0]?.opts.jobId) : `×${jobs.length}`}`;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), ENQUEUE_TIMEOUT_MS);
    });
    try {
      const queue = this.queue(key);
      const [first] = jobs;
      const added =
        jobs.length === 1 && first ? queue.add(first.name, first.data, first.opts) : queue.addBulk(jobs);
      added.catch(() => undefined); // a late rejection after the timeout is already logged below
      if ((await Promise.race([added, timeout])) === 'timeout') {
        this.logger.warn(`Enqueue ${label} timed out after ${ENQUEUE_TIMEOUT_MS} ms`);
        return false;
      }
      return true;
    } catch (error) {
      this.logger.warn(`Enqueue ${label} failed: ${(error as Error).message}`);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  /** What Redis knows about the job of this payload. Throws when Redis cannot be asked. */
  async status<K extends JobKey>(key: K, payload: JobPayload<K>): Promise<JobStatus> {
    const job = JOBS[key];
    const found = await this.queue(key).getJob(job.jobId(payload as never));
    if (!found) return 'missing';
    const state = await found.getState();
    if (state === 'completed' || state === 'failed') return state;
    return state === 'unknown' ? 'missing' : 'pending';
  }

  private queue(key: JobKey): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(JOBS[key].queue), { strict: false });
  }
}
