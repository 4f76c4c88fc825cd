import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';
import { QUEUE_NAMES } from '../jobs/queue-names';

/** Delete the stored files of one deleted picture (a row of object_deletions): its original and its versions. */
export const DELETE_OBJECTS_JOB = defineJob({
  name: 'delete-objects',
  queue: QUEUE_NAMES.maintenance,
  payload: z.object({ objectDeletionId: z.string().uuid() }).strict(),
  options: {
    // A storage outage delays the delete: retried for about 1.5 hours, then the outbox sweep adds it again.
    attempts: 10,
    backoff: { type: 'exponential', delay: 5_000 },
    removeOnComplete: true,
    removeOnFail: { age: 14 * 24 * 3600 },
  },
  jobId: ({ objectDeletionId }) => `delete-objects-${objectDeletionId}`,
});
