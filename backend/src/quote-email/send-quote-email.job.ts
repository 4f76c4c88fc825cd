import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';
import { QUEUE_NAMES } from '../jobs/queue-names';

/**
 * Mail a visitor the quote they asked for, the PDF attached. Like the operator's e-mails it outlasts an outage of the
 * mail server: 12 attempts, exponential backoff from 10 s.
 */
export const SEND_QUOTE_EMAIL_JOB = defineJob({
  name: 'send-quote-email',
  queue: QUEUE_NAMES.mail,
  payload: z.object({ quoteEmailId: z.string().uuid() }).strict(),
  options: {
    attempts: 12,
    backoff: { type: 'exponential', delay: 10_000 },
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    removeOnFail: { age: 14 * 24 * 3600 },
  },
  jobId: ({ quoteEmailId }) => `quote-email-${quoteEmailId}`,
});
