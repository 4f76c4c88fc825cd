import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  ADMIN_LIST_LIMITS,
  type AdminListPage,
  type AdminListQuery,
  WEBHOOK_MESSAGES,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEndpointUpdate,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from '@stairs/contracts';
import { DataSource } from 'typeorm';
import { encodeListCursor, listPositionOf } from '../common/admin-list-page';
import { type AppConfig, InjectConfig } from '../config';
import { WebhookPublisher } from './webhook-publisher.service';
import { newWebhookSecret } from './webhook-signing';
import { isAllowedWebhookUrl } from './webhook-url';

interface EndpointRow {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  active: boolean;
  created_at: Date;
  previous_secret_valid_until: Date | null;
  last_status: WebhookDeliveryStatus | null;
  last_type: WebhookEventType | null;
  last_at: Date | null;
  last_status_code: number | null;
}

interface DeliveryRow {
  id: string;
  seq: string;
  endpoint_id: string;
  url: string;
  message_id: string;
  type: WebhookEventType;
  subject: string;
  delivered_at: Date | null;
  failed_at: Date | null;
  attempts: number;
  last_status_code: number | null;
  last_response: string | null;
  last_duration_ms: number | null;
  created_at: Date;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
}

const STATUS_SQL = `CASE WHEN d.delivered_at IS NOT NULL THEN 'delivered' WHEN d.failed_at IS NOT NULL THEN 'failed' ELSE 'pending' END`;

const ENDPOINT_SELECT = `
  SELECT e.id, e.url, e.description, e.events, e.active, e.created_at,
         CASE WHEN e.previous_secret_valid_until > now() THEN e.previous_secret_valid_until END
           AS previous_secret_valid_until,
         last.status AS last_status, last.type AS last_type, last.at AS last_at,
         last.last_status_code
    FROM webhook_endpoints e
    LEFT JOIN LATERAL (
      SELECT ${STATUS_SQL} AS status, m.type, coalesce(d.last_attempt_at, d.created_at) AS at,
             d.last_status_code
        FROM webhook_deliveries d JOIN webhook_messages m ON m.id = d.message_id
       WHERE d.endpoint_id = e.id
       ORDER BY d.seq DESC LIMIT 1
    ) last ON true`;

const DELIVERY_SELECT = `
  SELECT d.id, d.seq::text AS seq, d.endpoint_id, e.url, d.message_id, m.type, d.subject, d.delivered_at,
         d.failed_at, d.attempts, d.last_status_code, d.last_response, d.last_duration_ms, d.created_at,
         d.last_attempt_at, d.next_attempt_at
    FROM webhook_deliveries d
    JOIN webhook_messages m ON m.id = d.message_id
    JOIN webhook_endpoints e ON e.id = d.endpoint_id`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    active: row.active,
    createdAt: row.created_at.toISOString(),
    previousSecretValidUntil: row.previous_secret_valid_until?.toISOString() ?? null,
    lastDelivery:
      row.last_status && row.last_type && row.last_at
        ? {
            status: row.last_status,
            eventType: row.last_type,
            at: row.last_at.toISOString(),
            statusCode: row.last_status_code,
          }
        : null,
  };
}

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    endpointUrl: row.url,
    webhookId: row.message_id,
    eventType: row.type,
    subject: row.subject,
    status: row.delivered_at ? 'delivered' : row.failed_at ? 'failed' : 'pending',
    attempts: row.attempts,
    statusCode: row.last_status_code,
    response: row.last_response,
    durationMs: row.last_duration_ms,
    createdAt: row.created_at.toISOString(),
    lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
    nextAttemptAt: row.next_attempt_at?.toISOString() ?? null,
  };
}

/** The ERP sync's admin side: endpoints and their secrets, the deliveries and 'erneut senden'. */
@Injectable()
export class WebhooksAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly publisher: WebhookPublisher,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async listEndpoints(): Promise<WebhookEndpoint[]> {
    const rows: EndpointRow[] = await this.dataSource.query(`${ENDPOINT_SELECT} ORDER BY e.created_at`);
    return rows.map(toEndpoint);
  }

  async createEndpoint(input: WebhookEndpointInput): Promise<WebhookEndpointWithSecret> {
    this.checkUrl(input.url);
    const secret = newWebhookSecret();
    const [row] = (await this.dataSource.query(
      `INSERT INTO webhook_endpoints (url, description, events, secret) VALUES ($1, $2, $3, $4) RETURNING id`,
      [input.url, input.description ?? '', [...new Set(input.events)], secret],
    )) as { id: string }[];
    return { endpoint: await this.endpoint(row?.id ?? ''), secret };
  }

  async updateEndpoint(id: string, update: WebhookEndpointUpdate): Promise<WebhookEndpoint> {
    if (update.url !== undefined) this.checkUrl(update.url);
    const [, affected] = (await this.dataSource.query(
      `UPDATE webhook_endpoints
          SET url = coalesce($2, url), description = coalesce($3, description),
              events = coalesce($4, events), active = coalesce($5, active), updated_at = now()
        WHERE id = $1`,
      [
        id,
        update.url ?? null,
        update.description ?? null,
        update.events ? [...new Set(update.events)] : null,
        update.active ?? null,
      ],
    )) as [unknown, number];
    if (!affected) throw new NotFoundException(WEBHOOK_MESSAGES.endpointNotFound);
    return this.endpoint(id);
  }

  /** A new secret signs from now on; the old one signs too for `keepOldHours` (0: not at all). */
  async rotateSecret(id: string, keepOldHours: number): Promise<WebhookEndpointWithSecret> {
    const secret = newWebhookSecret();
    const [, affected] = (await this.dataSource.query(
      `UPDATE webhook_endpoints
          SET previous_secret = CASE WHEN $3 > 0 THEN secret END,
              previous_secret_valid_until = CASE WHEN $3 > 0 THEN now() + make_interval(hours => $3) END,
              secret = $2, updated_at = now()
        WHERE id = $1`,
      [id, secret, keepOldHours],
    )) as [unknown, number];
    if (!affected) throw new NotFoundException(WEBHOOK_MESSAGES.endpointNotFound);
    return { endpoint: await this.endpoint(id), secret };
  }

  /** Newest first, a page at a time (keyset on the deliveries' sequence). */
  async listDeliveries(query: AdminListQuery): Promise<AdminListPage<WebhookDelivery>> {
    const limit = query.limit ?? ADMIN_LIST_LIMITS.pageSize;
    const after = listPositionOf(query, (key) => UUID.test(key));
    const rows: DeliveryRow[] = await this.dataSource.query(
      `${DELIVERY_SELECT} ${after ? 'WHERE d.seq < $2' : ''} ORDER BY d.seq DESC LIMIT $1`,
      after ? [limit + 1, after.rank] : [limit + 1],
    );
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM webhook_deliveries`,
    )) as [{ total: number }];
    const page = rows.slice(0, limit);
    const last = rows.length > limit ? page.at(-1) : undefined;
    return {
      items: page.map(toDelivery),
      nextCursor: last ? encodeListCursor({ rank: last.seq, key: last.id }) : null,
      total,
    };
  }

  /**
   * 'erneut senden': a new delivery of the same event to the same endpoint, so the same `webhook-id` and body
   * (the receiver's de-duplication recognises it); queued like every delivery.
   */
  async resend(id: string): Promise<WebhookDelivery> {
    const rows: { id: string }[] = await this.dataSource.query(
      `INSERT INTO webhook_deliveries (message_id, endpoint_id, subject)
       SELECT message_id, endpoint_id, subject FROM webhook_deliveries WHERE id = $1
       RETURNING id`,
      [id],
    );
    const created = rows[0];
    if (!created) throw new NotFoundException(WEBHOOK_MESSAGES.deliveryNotFound);
    this.publisher.dispatch([created.id]);
    const [row] = (await this.dataSource.query(`${DELIVERY_SELECT} WHERE d.id = $1`, [
      created.id,
    ])) as DeliveryRow[];
    if (!row) throw new NotFoundException(WEBHOOK_MESSAGES.deliveryNotFound);
    return toDelivery(row);
  }

  private async endpoint(id: string): Promise<WebhookEndpoint> {
    const [row] = (await this.dataSource.query(`${ENDPOINT_SELECT} WHERE e.id = $1`, [id])) as EndpointRow[];
    if (!row) throw new NotFoundException(WEBHOOK_MESSAGES.endpointNotFound);
    return toEndpoint(row);
  }

  private checkUrl(url: string): void {
    if (!isAllowedWebhookUrl(url, this.config.isProduction))
      throw new BadRequestException(WEBHOOK_MESSAGES.urlInvalid);
  }
}
