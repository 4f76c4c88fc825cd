import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';
import { QUEUE_NAMES } from '../jobs/queue-names';

/**
 * POST one webhook delivery to its endpoint. The pauses between attempts are the handler's own
 * (WEBHOOK_RETRY_DELAYS_SECONDS, about 26 hours in all): a failed answer moves the job back to delayed without
 * spending BullMQ's attempts, which are left for the handler's own errors (the database away).
 */
export const DELIVER_WEBHOOK_JOB = defineJob({
  name: 'deliver-webhook',
  queue: QUEUE_NAMES.webhooks,
  payload: z.object({ deliveryId: z.string().uuid() }).strict(),
  options: {
    attempts: 8,
    backoff: { type: 'exponential', delay: 5_000 },
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    removeOnFail: { age: 14 * 24 * 3600 },
  },
  jobId: ({ deliveryId }) => `webhook-${deliveryId}`,
});
