import { TOUCHPOINT_KINDS } from '@stairs/contracts';
import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';
import { QUEUE_NAMES } from '../jobs/queue-names';

/** Match one new record (a touchpoint) to its customer: src/customers/customer-matcher.service.ts. */
export const MATCH_CUSTOMER_JOB = defineJob({
  name: 'match-customer',
  queue: QUEUE_NAMES.customers,
  payload: z.object({ kind: z.enum(TOUCHPOINT_KINDS), id: z.string().uuid() }).strict(),
  options: {
    attempts: 8,
    backoff: { type: 'exponential', delay: 5000 },
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    removeOnFail: { age: 14 * 24 * 3600 },
  },
  jobId: ({ kind, id }) => `match-${kind}-${id}`,
});
