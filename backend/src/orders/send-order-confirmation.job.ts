import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';
import { QUEUE_NAMES } from '../jobs/queue-names';

/** The visitor's Auftragsbestätigung with the quote PDF marked accepted. Outlasts a mail server's outage like the others. */
export const SEND_ORDER_CONFIRMATION_JOB = defineJob({
  name: 'send-order-confirmation',
  queue: QUEUE_NAMES.mail,
  payload: z.object({ orderId: z.string().uuid() }).strict(),
  options: {
    attempts: 12,
    backoff: { type: 'exponential', delay: 10_000 },
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    removeOnFail: { age: 14 * 24 * 3600 },
  },
  jobId: ({ orderId }) => `order-confirmation-${orderId}`,
});
