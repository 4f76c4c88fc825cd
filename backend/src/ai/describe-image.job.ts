import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';
import { QUEUE_NAMES } from '../jobs/queue-names';

/** Write a description of one stored picture; the API call that asked waits for the answer. */
export const DESCRIBE_IMAGE_JOB = defineJob({
  name: 'describe-image',
  queue: QUEUE_NAMES.ai,
  payload: z
    .object({
      objectKey: z.string().min(1).max(200),
      title: z.string().max(200),
      /** Canonical gallery category (or '' when the operator chose none yet). */
      category: z.string().max(40),
      requestId: z.string().uuid(),
    })
    .strict(),
  options: {
    // The operator is waiting and can press the button again: one quick retry, then the error.
    attempts: 2,
    backoff: { type: 'fixed', delay: 1_000 },
    removeOnComplete: { age: 3600 },
    removeOnFail: { age: 24 * 3600 },
  },
  // Every click is its own job: the answer belongs to the request that asked.
  jobId: ({ requestId }) => `describe-${requestId}`,
});
