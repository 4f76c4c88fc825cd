import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';
import { QUEUE_NAMES } from '../jobs/queue-names';

/**
 * Changes are collected for this long: every change within one window shares one job (its id), which runs
 * when the window has passed, so a burst of admin edits costs one render and a change shows within seconds.
 */
export const RENDER_WINDOW_MS = 1_000;

/** Render the HTML of the public pages again (the page renderer reads the content from the API). */
export const RENDER_PAGES_JOB = defineJob({
  name: 'render-pages',
  queue: QUEUE_NAMES.pages,
  payload: z
    .object({
      reason: z.string().min(1).max(200),
      /** Start of the collection window, in windows since the epoch. */
      window: z.number().int().nonnegative(),
    })
    .strict(),
  options: {
    delay: RENDER_WINDOW_MS,
    attempts: 3,
    backoff: { type: 'exponential', delay: 5_000 },
    removeOnComplete: true,
    removeOnFail: { age: 7 * 24 * 3600 },
  },
  jobId: ({ window }) => `render-pages-${window}`,
});
