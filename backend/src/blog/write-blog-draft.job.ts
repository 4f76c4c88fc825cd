import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';
import { QUEUE_NAMES } from '../jobs/queue-names';

/** Write the text of a draft article from its uploaded photo (the `blogPhotoDrafts` outbox). */
export const WRITE_BLOG_DRAFT_JOB = defineJob({
  name: 'write-blog-draft',
  queue: QUEUE_NAMES.ai,
  payload: z.object({ articleId: z.string().uuid() }).strict(),
  options: {
    attempts: 5,
    backoff: { type: 'exponential', delay: 5_000 },
    // Whether the text is written is read from the row (draft_written_at), never from BullMQ's memory.
    removeOnComplete: true,
    removeOnFail: { age: 7 * 24 * 3600 },
  },
  jobId: ({ articleId }) => `blog-draft-${articleId}`,
});
