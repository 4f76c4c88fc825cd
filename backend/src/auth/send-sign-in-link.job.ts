import { z } from 'zod';
import { SIGN_IN_LINK_VALIDITY_MINUTES } from '@stairs/contracts';
import { defineJob } from '../jobs/job-definition';
import { QUEUE_NAMES } from '../jobs/queue-names';

/**
 * Mail the operator a sign-in link. Retried only while the link is valid: a link that arrives after it expired is
 * no use (the handler sends nothing for a link that is no longer pending).
 */
export const SEND_SIGN_IN_LINK_JOB = defineJob({
  name: 'send-sign-in-link',
  queue: QUEUE_NAMES.mail,
  payload: z.object({ linkId: z.string().uuid() }).strict(),
  options: {
    attempts: 6,
    backoff: { type: 'exponential', delay: 5_000 },
    removeOnComplete: { age: SIGN_IN_LINK_VALIDITY_MINUTES * 60, count: 100 },
    removeOnFail: { age: 24 * 3600 },
  },
  jobId: ({ linkId }) => `sign-in-link-${linkId}`,
});
