import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';
import { QUEUE_NAMES } from '../jobs/queue-names';

/** Optimize the uploaded original of one gallery image (sharp in the worker) and point the image at the result. */
export const OPTIMIZE_IMAGE_JOB = defineJob({
  name: 'optimize-image',
  queue: QUEUE_NAMES.images,
  payload: z.object({ galleryImageId: z.string().uuid() }).strict(),
  options: {
    attempts: 5,
    backoff: { type: 'exponential', delay: 2_000 },
    // Whether the work is done is read from the row and the stored files, never from BullMQ's memory.
    removeOnComplete: true,
    removeOnFail: { age: 7 * 24 * 3600 },
  },
  jobId: ({ galleryImageId }) => `optimize-${galleryImageId}`,
});
