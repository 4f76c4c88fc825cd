import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';
import { QUEUE_NAMES } from '../jobs/queue-names';

/** Render the quote HTML and PDF of one calculation into the archive (headless Chromium in the worker). */
export const RENDER_QUOTE_JOB = defineJob({
  name: 'render-quote',
  queue: QUEUE_NAMES.documents,
  payload: z.object({ calculationId: z.string().uuid() }).strict(),
  options: {
    attempts: 5,
    backoff: { type: 'exponential', delay: 5_000 },
    // Gone once done: whether a document exists is read from the archive, never from BullMQ's memory.
    removeOnComplete: true,
    removeOnFail: { age: 7 * 24 * 3600 },
  },
  jobId: ({ calculationId }) => `quote-${calculationId}`,
});
export type RenderQuoteJobData = z.infer<typeof RENDER_QUOTE_JOB.payload>;
