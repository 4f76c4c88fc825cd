import { type JobsOptions } from 'bullmq';

/** BullMQ queue names. The API only produces jobs; the worker process consumes them. */
export const QUEUE_NAMES = {
  /** Quote HTML + PDF for a calculation (headless Chromium). */
  documents: 'documents',
  /** Image optimization and thumbnails (sharp). */
  images: 'images',
  /** AI descriptions and blog drafts. */
  ai: 'ai',
  /** Notifications to the operator. */
  mail: 'mail',
} as const;
export type QueueName = (typeof QUEUE_NAMES)[keyof typeof QUEUE_NAMES];
export const ALL_QUEUES: readonly QueueName[] = Object.values(QUEUE_NAMES);

/**
 * Job names and payloads. Payloads carry ids only; handlers load current data from Postgres. The
 * `documents` jobs are defined by the documents module (RENDER_QUOTE_JOB, RenderQuoteJobData).
 */
export const MAIL_JOBS = {
  /** Tell the operator about a new lead. */
  notifyLead: 'notify-lead',
} as const;
export interface NotifyLeadJobData {
  kind: 'phone-lead' | 'quote-request' | 'contact-message';
  id: string;
}

/**
 * Mail jobs outlast an outage of the mail server: 12 attempts, exponential backoff from 10 s (about 5.7 h
 * from the first to the last attempt) instead of the queues' default 5 attempts within about a minute.
 */
export const MAIL_JOB_OPTIONS: JobsOptions = {
  attempts: 12,
  backoff: { type: 'exponential', delay: 10_000 },
};
