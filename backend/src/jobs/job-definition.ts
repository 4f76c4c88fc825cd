import { type JobsOptions } from 'bullmq';
import { type z } from 'zod';
import { type QueueName } from '../jobs/queue-names';

/**
 * One kind of background job: the queue it runs on, the schema its payload must pass (checked when the job is
 * added and again when it runs: Redis may hold anything), its retry options and its id. The id is made from the
 * row the job is about, so adding the same job twice while it waits is a no-op.
 */
export interface JobDefinition<Schema extends z.ZodType = z.ZodType> {
  name: string;
  queue: QueueName;
  payload: Schema;
  options: JobsOptions;
  jobId(payload: z.infer<Schema>): string;
}

/** Keeps the literal name and the schema's payload type of a definition. */
export function defineJob<Schema extends z.ZodType>(
  definition: JobDefinition<Schema>,
): JobDefinition<Schema> {
  return definition;
}
