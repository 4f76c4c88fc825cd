import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';
import { QUEUE_NAMES } from '../jobs/queue-names';

/** A Besichtigung's calendar e-mail (invitation, change or cancellation) to the visitor. */
export const SEND_VISIT_MAIL_JOB = defineJob({
  name: 'send-visit-mail',
  queue: QUEUE_NAMES.mail,
  payload: z.object({ visitMailId: z.string().uuid() }).strict(),
  options: {
    attempts: 12,
    backoff: { type: 'exponential', delay: 10_000 },
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    removeOnFail: { age: 14 * 24 * 3600 },
  },
  jobId: ({ visitMailId }) => `visit-mail-${visitMailId}`,
});
