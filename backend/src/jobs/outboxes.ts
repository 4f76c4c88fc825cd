import { type TouchpointKind } from '@stairs/contracts';
import { TOUCHPOINT_SOURCES } from '../customers/touchpoint-sources';
import { type JobKey, type JobPayload } from './job-registry';

/**
 * A table whose every row needs one job done (its quote document rendered, its operator e-mail sent). The row
 * is committed first; then the job is added and `queuedAt` set; the job's handler sets `doneAt`. The worker's
 * sweep adds what never reached Redis and what was queued but is still not done after a while.
 * Column and table names are this file's constants, never input.
 */
export interface OutboxDefinition<K extends JobKey = JobKey> {
  table: string;
  createdAtColumn: string;
  queuedAtColumn: string;
  doneAtColumn: string;
  job: K;
  payload(id: string): JobPayload<K>;
}

function defineOutbox<K extends JobKey>(definition: OutboxDefinition<K>): OutboxDefinition<K> {
  return definition;
}

const notificationOutbox = (table: string, createdAtColumn: string, kind: JobPayload<'notifyLead'>['kind']) =>
  defineOutbox({
    table,
    createdAtColumn,
    queuedAtColumn: 'notification_queued_at',
    doneAtColumn: 'notification_sent_at',
    job: 'notifyLead',
    payload: (id) => ({ kind, id }),
  });

/**
 * A touchpoint source's customer matching (src/customers): each new record is matched once, off the request path.
 * Its columns come from addTouchpointSource (src/customers/touchpoint-source-schema.ts).
 */
const customerMatchingOutbox = (kind: TouchpointKind) =>
  defineOutbox({
    table: TOUCHPOINT_SOURCES[kind].table,
    createdAtColumn: TOUCHPOINT_SOURCES[kind].occurredAt,
    queuedAtColumn: 'customer_match_queued_at',
    doneAtColumn: 'customer_matched_at',
    job: 'matchCustomer',
    payload: (id) => ({ kind, id }),
  });

export const OUTBOXES = {
  quoteDocuments: defineOutbox({
    table: 'calculations',
    createdAtColumn: 'created_at',
    queuedAtColumn: 'document_queued_at',
    doneAtColumn: 'document_rendered_at',
    job: 'renderQuote',
    payload: (id) => ({ calculationId: id }),
  }),
  quoteEmails: defineOutbox({
    table: 'quote_emails',
    createdAtColumn: 'created_at',
    queuedAtColumn: 'mail_queued_at',
    doneAtColumn: 'mail_sent_at',
    job: 'sendQuoteEmail',
    payload: (id) => ({ quoteEmailId: id }),
  }),
  orderConfirmations: defineOutbox({
    table: 'orders',
    createdAtColumn: 'created_at',
    queuedAtColumn: 'confirmation_queued_at',
    doneAtColumn: 'confirmation_sent_at',
    job: 'sendOrderConfirmation',
    payload: (id) => ({ orderId: id }),
  }),
  orderNotifications: notificationOutbox('orders', 'created_at', 'order'),
  // Each calendar e-mail of a Besichtigung (invitation, change, cancellation) is a row of its own.
  orderVisitMails: defineOutbox({
    table: 'order_visit_mails',
    createdAtColumn: 'created_at',
    queuedAtColumn: 'queued_at',
    doneAtColumn: 'sent_at',
    job: 'sendVisitMail',
    payload: (id) => ({ visitMailId: id }),
  }),
  phoneLeadNotifications: notificationOutbox('phone_leads', 'submitted_at', 'phone-lead'),
  quoteRequestNotifications: notificationOutbox('quote_requests', 'created_at', 'quote-request'),
  contactMessageNotifications: notificationOutbox('contact_messages', 'created_at', 'contact-message'),
  galleryImageOptimizations: defineOutbox({
    table: 'gallery_images',
    // updated_at: a new original set on an existing image starts its grace period anew.
    createdAtColumn: 'updated_at',
    queuedAtColumn: 'image_optimization_queued_at',
    doneAtColumn: 'image_optimized_at',
    job: 'optimizeImage',
    payload: (id) => ({ galleryImageId: id }),
  }),
  blogPhotoDrafts: defineOutbox({
    table: 'blog_articles',
    createdAtColumn: 'created_at',
    queuedAtColumn: 'draft_queued_at',
    doneAtColumn: 'draft_written_at',
    job: 'writeBlogDraft',
    payload: (id) => ({ articleId: id }),
  }),
  // Counted from when the draft's text exists: a photo draft is announced once the AI has written it.
  blogDraftNotifications: notificationOutbox('blog_articles', 'draft_written_at', 'blog-draft'),
  // The stored files of deleted pictures (src/storage/object-deletions.ts); an upload's are due a day later.
  objectDeletions: defineOutbox({
    table: 'object_deletions',
    createdAtColumn: 'due_at',
    queuedAtColumn: 'queued_at',
    doneAtColumn: 'deleted_at',
    job: 'deleteObjects',
    payload: (id) => ({ objectDeletionId: id }),
  }),
  // One per touchpoint source (src/customers/touchpoint-sources.ts).
  contactMessageCustomerMatching: customerMatchingOutbox('contact-message'),
  phoneLeadCustomerMatching: customerMatchingOutbox('phone-lead'),
  quoteRequestCustomerMatching: customerMatchingOutbox('quote-request'),
  quoteEmailCustomerMatching: customerMatchingOutbox('quote-email'),
  orderCustomerMatching: customerMatchingOutbox('order'),
  // The ERP's webhooks (src/webhooks): done when delivered or given up.
  webhookDeliveries: defineOutbox({
    table: 'webhook_deliveries',
    createdAtColumn: 'created_at',
    queuedAtColumn: 'queued_at',
    doneAtColumn: 'done_at',
    job: 'deliverWebhook',
    payload: (id) => ({ deliveryId: id }),
  }),
} as const;

export type OutboxKey = keyof typeof OUTBOXES;
