import { type JobsOptions } from 'bullmq';
import { type z } from 'zod';
import { type AppConfig } from '../config';
import { type QueueName } from '../jobs/queue-names';

/**
 * When a job runs on its own, read from the configuration: `every` so many milliseconds (the first run when the
 * scheduler is created), or at the times of a cron `pattern` in the time zone `tz`. Each run is one job with this
 * payload. Undefined: not scheduled (the configuration turned it off).
 */
export type JobSchedule<Payload> = ({ every: number } | { pattern: string; tz: string }) & {
  payload: Payload;
};

/**
 * One kind of background job: the queue it runs on, the schema its payload must pass (checked when the job is
 * added and again when it runs: Redis may hold anything), its retry options and its id. The id is made from the
 * row the job is about, so adding the same job twice while it waits is a no-op.
 *
 * Periodic work is a job with a `schedule`: the worker keeps one BullMQ job scheduler per such job (its id is
 * the job's name, src/jobs/job-schedulers.service.ts), so each run happens once however many workers run. The
 * scheduler names its runs (`repeat:<name>:<time>`); `jobId` is then only used for a job added by hand.
 */
export interface JobDefinition<Schema extends z.ZodType = z.ZodType> {
  name: string;
  queue: QueueName;
  payload: Schema;
  options: JobsOptions;
  jobId(payload: z.infer<Schema>): string;
  schedule?: (config: AppConfig) => JobSchedule<z.infer<Schema>> | undefined;
}

/** Keeps the literal name and the schema's payload type of a definition. */
export function defineJob<Schema extends z.ZodType>(
  definition: JobDefinition<Schema>,
): JobDefinition<Schema> {
  return definition;
}
