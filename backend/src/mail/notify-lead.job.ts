import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';
import { QUEUE_NAMES } from '../jobs/queue-names';

/** What the operator is told about: a lead, an accepted quote (order), or a visitor's blog draft awaiting approval. */
export const NOTIFICATION_KINDS = [
  'phone-lead',
  'quote-request',
  'contact-message',
  'blog-draft',
  'order',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Tell the operator about a new lead (or blog draft) by e-mail. Mail jobs outlast an outage of the mail server: 12 attempts,
 * exponential backoff from 10 s (about 5.7 h from the first to the last attempt).
 */
export const NOTIFY_LEAD_JOB = defineJob({
  name: 'notify-lead',
  queue: QUEUE_NAMES.mail,
  payload: z.object({ kind: z.enum(NOTIFICATION_KINDS), id: z.string().uuid() }).strict(),
  options: {
    attempts: 12,
    backoff: { type: 'exponential', delay: 10_000 },
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    removeOnFail: { age: 14 * 24 * 3600 },
  },
  jobId: ({ kind, id }) => `${kind}-${id}`,
});
export type NotifyLeadJobData = z.infer<typeof NOTIFY_LEAD_JOB.payload>;
