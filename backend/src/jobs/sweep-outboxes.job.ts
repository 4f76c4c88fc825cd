import { z } from 'zod';
import { defineJob } from './job-definition';
import { QUEUE_NAMES } from './queue-names';

/**
 * The outbox sweep (jobs/outbox.service.ts): adds the jobs Redis missed or lost, from the rows in Postgres. Every
 * JOBS_SWEEP_INTERVAL_SECONDS; its first run comes when the scheduler is created — at the first worker start and
 * when Redis lost its data (the schedulers are created again then), which is when a sweep is needed most.
 */
export const SWEEP_OUTBOXES_JOB = defineJob({
  name: 'sweep-outboxes',
  queue: QUEUE_NAMES.maintenance,
  payload: z.object({}).strict(),
  // No retry: the next run comes within the interval anyway. The failure is logged (JobWorkers).
  options: { attempts: 1, removeOnComplete: true, removeOnFail: { age: 24 * 3600, count: 100 } },
  jobId: () => 'sweep-outboxes',
  schedule: (config) => ({ every: config.jobs.sweepIntervalMs, payload: {} }),
});
