import { type JobsOptions } from 'bullmq';
import { type z } from 'zod';
import { DESCRIBE_IMAGE_JOB } from '../ai/describe-image.job';
import { SEND_SIGN_IN_LINK_JOB } from '../auth/send-sign-in-link.job';
import { WRITE_BLOG_DRAFT_JOB } from '../blog/write-blog-draft.job';
import { MATCH_CUSTOMER_JOB } from '../customers/match-customer.job';
import { RENDER_QUOTE_JOB } from '../documents/quote-document.job';
import { OPTIMIZE_IMAGE_JOB } from '../gallery/optimize-image.job';
import { NOTIFY_LEAD_JOB } from '../mail/notify-lead.job';
import { RENDER_PAGES_JOB } from '../pages/render-pages.job';
import { DELETE_OLD_LEADS_JOB } from '../privacy/delete-old-leads.job';
import { SEND_QUOTE_EMAIL_JOB } from '../quote-email/send-quote-email.job';
import { DELETE_OBJECTS_JOB } from '../storage/delete-objects.job';
import { SEND_ORDER_CONFIRMATION_JOB } from '../orders/send-order-confirmation.job';
import { SEND_VISIT_MAIL_JOB } from '../orders/send-visit-mail.job';
import { type QueueName } from '../jobs/queue-names';
import { DELIVER_WEBHOOK_JOB } from '../webhooks/deliver-webhook.job';
import { SWEEP_OUTBOXES_JOB } from './sweep-outboxes.job';

/**
 * Every background job of the site. A new kind of job is defined beside its handler (e.g. documents/,
 * mail/) and listed here; the worker refuses to start until exactly one handler handles it. Periodic work is a
 * job with a `schedule` (sweepOutboxes, deleteOldLeads, renderPages): the worker keeps its job scheduler.
 */
export const JOBS = {
  renderQuote: RENDER_QUOTE_JOB,
  notifyLead: NOTIFY_LEAD_JOB,
  sendQuoteEmail: SEND_QUOTE_EMAIL_JOB,
  sendOrderConfirmation: SEND_ORDER_CONFIRMATION_JOB,
  sendVisitMail: SEND_VISIT_MAIL_JOB,
  sendSignInLink: SEND_SIGN_IN_LINK_JOB,
  optimizeImage: OPTIMIZE_IMAGE_JOB,
  describeImage: DESCRIBE_IMAGE_JOB,
  renderPages: RENDER_PAGES_JOB,
  writeBlogDraft: WRITE_BLOG_DRAFT_JOB,
  sweepOutboxes: SWEEP_OUTBOXES_JOB,
  deleteOldLeads: DELETE_OLD_LEADS_JOB,
  deleteObjects: DELETE_OBJECTS_JOB,
  matchCustomer: MATCH_CUSTOMER_JOB,
  deliverWebhook: DELIVER_WEBHOOK_JOB,
} as const;

export type JobKey = keyof typeof JOBS;
export type JobPayload<K extends JobKey> = z.infer<(typeof JOBS)[K]['payload']>;

/** How each queue's worker runs. */
export interface QueueWorkerSettings {
  concurrency: number;
  /**
   * The lock is renewed every lockDuration / 2 while a job runs, so a short lock is safe; it bounds how long a
   * job of a killed worker waits: the stall check (every stalledInterval) hands it on once the lock expired.
   */
  lockDuration: number;
  stalledInterval: number;
}

const DEFAULT_WORKER_SETTINGS: QueueWorkerSettings = {
  concurrency: 1,
  lockDuration: 20_000,
  stalledInterval: 10_000,
};

export function queueWorkerSettings(queue: QueueName, documentsConcurrency: number): QueueWorkerSettings {
  if (queue === 'documents') return { ...DEFAULT_WORKER_SETTINGS, concurrency: documentsConcurrency };
  // sharp and the AI provider use the CPU (libvips has its own threads): one image at a time per worker.
  if (queue === 'images' || queue === 'ai') return { ...DEFAULT_WORKER_SETTINGS, concurrency: 1 };
  // One render at a time: a second one would only write the same pages again. A render takes seconds.
  if (queue === 'pages') return { ...DEFAULT_WORKER_SETTINGS, concurrency: 1, lockDuration: 60_000 };
  // One piece of upkeep at a time per worker: a sweep and a retention run need not share the database.
  if (queue === 'maintenance') return { ...DEFAULT_WORKER_SETTINGS, concurrency: 1 };
  return { ...DEFAULT_WORKER_SETTINGS, concurrency: 4 };
}

/** Defaults of every queue; a job's own options win. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 5000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 14 * 24 * 3600 },
};

export function jobKeyOf(queue: string, name: string): JobKey | undefined {
  return (Object.keys(JOBS) as JobKey[]).find((key) => JOBS[key].queue === queue && JOBS[key].name === name);
}
