import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';
import { QUEUE_NAMES } from '../jobs/queue-names';

/**
 * Changes are collected for this long: every change within one window shares one job (its id), which runs
 * when the window has passed, so a burst of admin edits costs one render and a change shows within seconds.
 */
export const RENDER_WINDOW_MS = 1_000;

/** The full render that catches up on lost render requests and on content nobody reported (the site configuration). */
export const FULL_RENDER_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Render the HTML of the public pages again (the page renderer reads the content from the API): after a content
 * change, and every 10 minutes while PAGE_RENDERER_SCRIPT is set (first when the scheduler is created).
 */
export const RENDER_PAGES_JOB = defineJob({
  name: 'render-pages',
  queue: QUEUE_NAMES.pages,
  payload: z
    .object({
      reason: z.string().min(1).max(200),
      /**
       * Start of the collection window, in windows since the epoch. Absent in the scheduled render: its scheduler
       * names its jobs.
       */
      window: z.number().int().nonnegative().optional(),
    })
    .strict(),
  options: {
    // Not for the scheduled render (a scheduler's runs start at their time).
    delay: RENDER_WINDOW_MS,
    attempts: 3,
    backoff: { type: 'exponential', delay: 5_000 },
    removeOnComplete: true,
    removeOnFail: { age: 7 * 24 * 3600 },
  },
  jobId: ({ window }) => `render-pages-${window ?? 'scheduled'}`,
  schedule: (config) =>
    config.pages.rendererScript
      ? { every: FULL_RENDER_INTERVAL_MS, payload: { reason: 'periodic' } }
      : undefined,
});
