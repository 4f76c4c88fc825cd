/**
 * The ERP sync: events the site sends to the company's other systems as signed webhooks (Standard Webhooks,
 * https://www.standardwebhooks.com), the endpoints that receive them and the deliveries the operator sees.
 * Every event type and its payload is declared here once; the backend's WebhookPublisher takes nothing else.
 */

/** Every event an endpoint can subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.status_changed',
  'lead.created',
  'customers.merged',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'order.created': 'Auftrag angelegt',
  'order.status_changed': 'Auftragsstatus geändert',
  'lead.created': 'Neue Anfrage',
  'customers.merged': 'Kunden zusammengeführt',
};

/** The kinds of lead a `lead.created` event reports. */
export const WEBHOOK_LEAD_KINDS = ['phone-lead', 'quote-request', 'contact-message'] as const;
export type WebhookLeadKind = (typeof WEBHOOK_LEAD_KINDS)[number];

/** `order.created`: an accepted quote became an order. Amounts in integer cents (gross, EUR). */
export interface OrderCreatedData {
  orderId: string;
  quoteNumber: string;
  status: string;
  grossTotalCents: number;
  currency: 'EUR';
  customerId: string | null;
  /** ISO 8601 */
  acceptedAt: string;
}

/** `order.status_changed`: the operator moved the order on (or cancelled it, with a reason). */
export interface OrderStatusChangedData {
  orderId: string;
  quoteNumber: string;
  previousStatus: string;
  status: string;
  reason: string | null;
  /** ISO 8601 */
  changedAt: string;
}

/** `lead.created`: a phone lead, a quote request or a contact message was stored. */
export interface LeadCreatedData {
  leadId: string;
  kind: WebhookLeadKind;
  name: string | null;
  email: string | null;
  phone: string | null;
  service: string | null;
  message: string | null;
  quoteNumber: string | null;
  /** ISO 8601 */
  createdAt: string;
}

/** `customers.merged`: the operator (or the matching) made several customer records one. */
export interface CustomersMergedData {
  customerId: string;
  mergedCustomerIds: string[];
  /** ISO 8601 */
  mergedAt: string;
}

export interface WebhookEventData {
  'order.created': OrderCreatedData;
  'order.status_changed': OrderStatusChangedData;
  'lead.created': LeadCreatedData;
  'customers.merged': CustomersMergedData;
}

/** One event as the publisher takes it. */
export type WebhookEvent = {
  [T in WebhookEventType]: { type: T; data: WebhookEventData[T] };
}[WebhookEventType];

/**
 * What the events of one thing are delivered in order by: a later event of the same subject waits until the
 * earlier one is delivered or given up (an order's status change never arrives before its creation).
 */
export function webhookSubject(event: WebhookEvent): string {
  switch (event.type) {
    case 'order.created':
    case 'order.status_changed':
      return `order:${event.data.orderId}`;
    case 'lead.created':
      return `lead:${event.data.leadId}`;
    case 'customers.merged':
      return `customer:${event.data.customerId}`;
  }
}

/** The JSON body of every delivery (Standard Webhooks' recommended envelope). */
export interface WebhookBody<T extends WebhookEventType = WebhookEventType> {
  type: T;
  /** ISO 8601: when the event happened (the signed `webhook-timestamp` is the time of the attempt). */
  timestamp: string;
  data: WebhookEventData[T];
}

export const WEBHOOK_LIMITS = {
  urlMaxLength: 2000,
  descriptionMaxLength: 200,
  /** Hours the previous secret keeps signing after a rotation. */
  rotationMinHours: 0,
  rotationMaxHours: 168,
  rotationDefaultHours: 24,
  /** Characters of the receiver's answer kept per delivery. */
  responseExcerptLength: 500,
} as const;

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Wird zugestellt',
  delivered: 'Zugestellt',
  failed: 'Aufgegeben',
};

/** The latest delivery of an endpoint, as its list shows it. */
export interface WebhookDeliverySummary {
  status: WebhookDeliveryStatus;
  eventType: WebhookEventType;
  /** ISO 8601 of the last attempt, or of the delivery's creation before its first one. */
  at: string;
  statusCode: number | null;
}

export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  active: boolean;
  createdAt: string;
  /** Until when the previous secret still signs too (ISO 8601), or null. */
  previousSecretValidUntil: string | null;
  lastDelivery: WebhookDeliverySummary | null;
}

export interface WebhookEndpointInput {
  url: string;
  description?: string;
  events: WebhookEventType[];
}

export interface WebhookEndpointUpdate {
  url?: string;
  description?: string;
  events?: WebhookEventType[];
  active?: boolean;
}

export interface WebhookSecretRotation {
  /** Hours the old secret stays valid (both sign meanwhile); 0 = replaced at once. */
  keepOldHours: number;
}

/** Answer of creating an endpoint and of rotating its secret: the only time the secret is shown. */
export interface WebhookEndpointWithSecret {
  endpoint: WebhookEndpoint;
  secret: string;
}

export interface WebhookDelivery {
  id: string;
  endpointId: string;
  endpointUrl: string;
  /** The `webhook-id` header: the same on every attempt and every 'erneut senden'. */
  webhookId: string;
  eventType: WebhookEventType;
  subject: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  statusCode: number | null;
  /** The start of the receiver's answer, or why there was none (timeout, refused connection). */
  response: string | null;
  durationMs: number | null;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
}

/**
 * The admin's CSV exports (Excel, de-AT); each is GET /api/admin/exports/<name>. Literals (the vocabulary's
 * ORDER_NAMES / CUSTOMER_NAMES, webhooks.test.ts keeps them equal): a property read would keep this map in every page.
 */
export const CSV_EXPORTS = ['leads', 'orders', 'customers'] as const;
export type CsvExportName = (typeof CSV_EXPORTS)[number];
export const CSV_EXPORT_LABELS: Record<CsvExportName, string> = {
  leads: 'Anfragen (Telefon, Preisprüfung, Kontakt)',
  orders: 'Aufträge',
  customers: 'Kunden',
};

/**
 * Plain literals, no reads of WEBHOOK_LIMITS or calls: a minifier keeps a module-level call or property read, and
 * with it this object, in every page that imports @stairs/contracts (contracts.test.ts checks the numbers).
 */
export const WEBHOOK_MESSAGES = {
  urlRequired: 'Bitte geben Sie die Adresse (URL) des Empfängers an.',
  urlTooLong: 'Die Adresse darf höchstens 2000 Zeichen lang sein.',
  urlInvalid:
    'Die Adresse muss mit https:// beginnen (außerhalb des Produktivbetriebs ist auch http://127.0.0.1 erlaubt).',
  descriptionInvalid: 'Die Beschreibung darf höchstens 200 Zeichen lang sein.',
  eventsRequired: 'Bitte wählen Sie mindestens ein Ereignis.',
  eventsInvalid:
    'Unbekanntes Ereignis. Erlaubt sind: order.created, order.status_changed, lead.created, customers.merged.',
  activeInvalid: 'Aktiv muss ja oder nein sein.',
  keepOldHoursInvalid: 'Die Übergangszeit muss eine ganze Zahl von 0 bis 168 Stunden sein.',
  endpointNotFound: 'Diesen Empfänger gibt es nicht (mehr).',
  deliveryNotFound: 'Diese Zustellung gibt es nicht (mehr).',
  exportUnknown: 'Diesen Export gibt es nicht. Verfügbar: leads, orders, customers.',
} as const;
