import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';
import { QUEUE_NAMES } from '../jobs/queue-names';

/**
 * The lead retention (DSGVO): every night at 03:00 Vienna time, leads older than LEAD_RETENTION_MONTHS are
 * deleted. 0 keeps them: no schedule, and a run that is still added (by a worker of another configuration)
 * deletes nothing.
 */
export const DELETE_OLD_LEADS_JOB = defineJob({
  name: 'delete-old-leads',
  queue: QUEUE_NAMES.maintenance,
  payload: z.object({}).strict(),
  options: {
    attempts: 3,
    backoff: { type: 'exponential', delay: 60_000 },
    removeOnComplete: true,
    removeOnFail: { age: 14 * 24 * 3600 },
  },
  jobId: () => 'delete-old-leads',
  schedule: (config) =>
    config.leadRetentionMonths > 0 ? { pattern: '0 3 * * *', tz: 'Europe/Vienna', payload: {} } : undefined,
});
