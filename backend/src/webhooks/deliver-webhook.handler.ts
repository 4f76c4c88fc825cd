import { InjectQueue } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { WEBHOOK_LIMITS } from '@stairs/contracts';
import { DelayedError, type Job, type Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { type AppConfig, InjectConfig } from '../config';
import { HandlesJob, type JobHandler } from '../jobs/job-handler';
import { JOBS, type JobPayload } from '../jobs/job-registry';
import { Outbox } from '../jobs/outbox.service';
import { QUEUE_NAMES } from '../jobs/queue-names';
import { signWebhook } from './webhook-signing';

interface DeliveryRow {
  id: string;
  seq: string;
  endpoint_id: string;
  subject: string;
  done_at: Date | null;
  attempts: number;
  message_id: string;
  body: string;
  url: string;
  active: boolean;
  secret: string;
  previous_secret: string | null;
  previous_secret_valid_until: Date | null;
}

interface AttemptOutcome {
  ok: boolean;
  statusCode: number | null;
  response: string;
  durationMs: number;
}

/** How long a delivery waits before it looks again whether the earlier one of its subject is done. */
const ORDER_RECHECK_MAX_MS = 60_000;

/**
 * `deliverWebhook` jobs: one attempt of one delivery per run. The same row, so the same `webhook-id` and body,
 * on every attempt (after a failed answer, a killed worker's stalled job, an 'erneut senden'); a fresh
 * `webhook-timestamp` and signature each time (receivers refuse old timestamps). A delivery waits while an
 * earlier one of the same endpoint and subject is open, and when it ends the next one is woken.
 */
@HandlesJob('deliverWebhook')
export class DeliverWebhookHandler implements JobHandler<'deliverWebhook'> {
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    @InjectQueue(QUEUE_NAMES.webhooks) private readonly queue: Queue,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async handle({ deliveryId }: JobPayload<'deliverWebhook'>, job: Job): Promise<void> {
    const [row] = (await this.dataSource.query(
      `SELECT d.id, d.seq, d.endpoint_id, d.subject, d.done_at, d.attempts, m.id AS message_id, m.body,
              e.url, e.active, e.secret, e.previous_secret, e.previous_secret_valid_until
         FROM webhook_deliveries d
         JOIN webhook_messages m ON m.id = d.message_id
         JOIN webhook_endpoints e ON e.id = d.endpoint_id
        WHERE d.id = $1`,
      [deliveryId],
    )) as DeliveryRow[];
    if (!row || row.done_at) return;

    const waitMs = await this.waitForEarlier(row);
    if (waitMs !== null) {
      await job.moveToDelayed(Date.now() + waitMs, job.token);
      throw new DelayedError();
    }

    if (!row.active) {
      await this.finish(row, 'failed', {
        ok: false,
        statusCode: null,
        response: 'Empfänger deaktiviert',
        durationMs: 0,
      });
      return;
    }

    const outcome = await this.attempt(row);
    const attempts = row.attempts + 1;
    if (outcome.ok) {
      await this.finish(row, 'delivered', outcome);
      return;
    }
    const delayMs = this.config.webhooks.retryDelaysMs[attempts - 1];
    if (delayMs === undefined) {
      this.logger.warn(`Webhook ${row.message_id} to ${row.url} given up after ${attempts} attempts`);
      await this.finish(row, 'failed', outcome);
      return;
    }
    await this.dataSource.query(
      `UPDATE webhook_deliveries
          SET attempts = attempts + 1, last_attempt_at = now(), last_status_code = $2, last_response = $3,
              last_duration_ms = $4, next_attempt_at = now() + make_interval(secs => $5)
        WHERE id = $1`,
      [row.id, outcome.statusCode, outcome.response, outcome.durationMs, delayMs / 1000],
    );
    await job.moveToDelayed(Date.now() + delayMs, job.token);
    throw new DelayedError();
  }

  /** Null when no earlier delivery of this endpoint and subject is open; else how long to wait. */
  private async waitForEarlier(row: DeliveryRow): Promise<number | null> {
    const [earlier] = (await this.dataSource.query(
      `SELECT next_attempt_at FROM webhook_deliveries
        WHERE endpoint_id = $1 AND subject = $2 AND seq < $3 AND done_at IS NULL
        ORDER BY seq LIMIT 1`,
      [row.endpoint_id, row.subject, row.seq],
    )) as { next_attempt_at: Date | null }[];
    if (!earlier) return null;
    // Woken early when the earlier one ends (wakeNext); until then a look shortly after its next attempt.
    const untilItsNext = earlier.next_attempt_at
      ? earlier.next_attempt_at.getTime() - Date.now() + 1000
      : 1000;
    return Math.min(Math.max(untilItsNext, 1000), ORDER_RECHECK_MAX_MS);
  }

  private async attempt(row: DeliveryRow): Promise<AttemptOutcome> {
    const now = new Date();
    const secrets = [row.secret];
    if (row.previous_secret && row.previous_secret_valid_until && row.previous_secret_valid_until > now)
      secrets.push(row.previous_secret);
    const headers = signWebhook(secrets, row.message_id, now, row.body);
    const started = performance.now();
    try {
      const response = await fetch(row.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'stairs-webhooks/1', ...headers },
        body: row.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.config.webhooks.timeoutMs),
      });
      const text = await response.text().catch(() => '');
      return {
        ok: response.status >= 200 && response.status < 300,
        statusCode: response.status,
        response: text.slice(0, WEBHOOK_LIMITS.responseExcerptLength),
        durationMs: Math.round(performance.now() - started),
      };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const reason = timedOut
        ? `Keine Antwort nach ${this.config.webhooks.timeoutMs / 1000} s`
        : `Nicht erreichbar: ${errorText(error)}`;
      return {
        ok: false,
        statusCode: null,
        response: reason.slice(0, WEBHOOK_LIMITS.responseExcerptLength),
        durationMs: Math.round(performance.now() - started),
      };
    }
  }

  private async finish(
    row: DeliveryRow,
    status: 'delivered' | 'failed',
    outcome: AttemptOutcome,
  ): Promise<void> {
    const counted = outcome.durationMs > 0 || outcome.statusCode !== null ? 1 : 0;
    await this.dataSource.query(
      `UPDATE webhook_deliveries
          SET attempts = attempts + $2, last_attempt_at = now(), last_status_code = $3, last_response = $4,
              last_duration_ms = $5, next_attempt_at = NULL, done_at = now(),
              ${status === 'delivered' ? 'delivered_at' : 'failed_at'} = now()
        WHERE id = $1`,
      [row.id, counted, outcome.statusCode, outcome.response, outcome.durationMs],
    );
    await this.wakeNext(row);
  }

  /** The next open delivery of the same endpoint and subject runs now instead of at its next look. */
  private async wakeNext(row: DeliveryRow): Promise<void> {
    const [next] = (await this.dataSource.query(
      `SELECT id FROM webhook_deliveries
        WHERE endpoint_id = $1 AND subject = $2 AND seq > $3 AND done_at IS NULL
        ORDER BY seq LIMIT 1`,
      [row.endpoint_id, row.subject, row.seq],
    )) as { id: string }[];
    if (!next) return;
    const job = await this.queue.getJob(JOBS.deliverWebhook.jobId({ deliveryId: next.id }));
    if (!job) {
      await this.outbox.enqueue('webhookDeliveries', next.id);
      return;
    }
    if ((await job.getState()) === 'delayed') await job.promote().catch(() => undefined);
  }
}

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: unknown }).cause;
  return cause instanceof Error ? cause.message : error.message;
}
