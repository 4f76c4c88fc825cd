/** BullMQ queue names. The API only produces jobs; the worker process consumes them (src/jobs). */
export const QUEUE_NAMES = {
  /** Quote HTML + PDF for a calculation (headless Chromium). */
  documents: 'documents',
  /** Image optimization and thumbnails (sharp). */
  images: 'images',
  /** AI descriptions and blog drafts. */
  ai: 'ai',
  /** Notifications to the operator. */
  mail: 'mail',
  /** The HTML of the public pages (shell/renderer), after a content change and on its schedule. */
  pages: 'pages',
  /** Matching each new lead, message and quote e-mail to its customer (src/customers). */
  customers: 'customers',
  /** Signed webhooks to the ERP (src/webhooks). */
  webhooks: 'webhooks',
  /** Scheduled upkeep: the outbox sweep and the lead retention. */
  maintenance: 'maintenance',
} as const;
export type QueueName = (typeof QUEUE_NAMES)[keyof typeof QUEUE_NAMES];
export const ALL_QUEUES: readonly QueueName[] = Object.values(QUEUE_NAMES);
