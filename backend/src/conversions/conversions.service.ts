import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CONVERSION_TREND_DAYS,
  type ConversionKind,
  type ConversionStats,
  type ConversionTrends,
  TREND_KINDS,
  type TrendKind,
  type WebhookEvent,
} from '@stairs/contracts';
import { type EntityTarget, type ObjectLiteral, type QueryDeepPartialEntity, Repository } from 'typeorm';
import { WebhookPublisher } from '../webhooks/webhook-publisher.service';
import { ConversionEventEntity } from './conversion-event.entity';

/** The business day is Vienna's, whatever time zone the server or database runs in. */
export const STATS_TIME_ZONE = 'Europe/Vienna';

const zeroCounts = <Kind extends string>(kinds: readonly Kind[]) =>
  Object.fromEntries(kinds.map((kind) => [kind, 0])) as Record<Kind, number>;

@Injectable()
export class ConversionsService {
  constructor(
    @InjectRepository(ConversionEventEntity) private readonly events: Repository<ConversionEventEntity>,
    private readonly webhooks: WebhookPublisher,
  ) {}

  /**
   * Stores a visitor's new row (under a new id, which it returns), counts its conversion and writes its ERP
   * event (`webhookEvent` of the new id, src/webhooks) in one transaction, so the count and the event exist
   * exactly when the row does.
   */
  async insertCounted<Row extends ObjectLiteral>(
    entity: EntityTarget<Row>,
    row: QueryDeepPartialEntity<Row>,
    kind: TrendKind,
    webhookEvent?: (id: string) => WebhookEvent,
  ): Promise<string> {
    const id = randomUUID();
    const deliveries = await this.events.manager.transaction(async (manager) => {
      await manager.insert(entity, { ...row, id });
      await manager.insert(ConversionEventEntity, { kind, referenceId: id });
      return webhookEvent ? this.webhooks.publish(manager, webhookEvent(id)) : [];
    });
    this.webhooks.dispatch(deliveries);
    return id;
  }

  /** Events since midnight in Vienna (`now` is injectable for tests of the day boundary). */
  async todayStats(now: Date = new Date()): Promise<ConversionStats> {
    const rows: { kind: string; count: number }[] = await this.events.query(
      `SELECT kind, count(*)::int AS count
         FROM conversion_events
        WHERE created_at >= (date_trunc('day', $1::timestamptz AT TIME ZONE '${STATS_TIME_ZONE}') AT TIME ZONE '${STATS_TIME_ZONE}')
          AND created_at <= $1::timestamptz
        GROUP BY kind`,
      [now.toISOString()],
    );
    const counts = new Map(rows.map((row) => [row.kind, row.count]));
    const today = (kind: ConversionKind) => ({ today: counts.get(kind) ?? 0 });
    return {
      concrete: today('concrete'),
      renovation: today('renovation'),
      contact: today('contact'),
      phone: today('phone'),
    };
  }

  /**
   * Events per Vienna day and kind over the last CONVERSION_TREND_DAYS days up to `now`, in one query. A day is
   * a Vienna wall-clock date, stepped back from today's as a local timestamp (so a DST day has 23 or 25 hours);
   * its two midnights, turned back into instants, bound an index range (conversion_events_created_kind_idx),
   * so no row's time is converted. The series over integers lets the planner know it is 30 rows.
   */
  async trends(now: Date = new Date()): Promise<ConversionTrends> {
    const rows: { date: string; kind: TrendKind | null; count: number }[] = await this.events.query(
      `WITH days AS (
         SELECT date_trunc('day', $1::timestamptz AT TIME ZONE '${STATS_TIME_ZONE}') - i * interval '1 day' AS day
           FROM generate_series(0, $2::int - 1) AS i
       )
       SELECT to_char(d.day, 'YYYY-MM-DD') AS date, e.kind, count(e.kind)::int AS count
         FROM days d
         LEFT JOIN conversion_events e
           ON e.created_at >= (d.day AT TIME ZONE '${STATS_TIME_ZONE}')
          AND e.created_at < ((d.day + interval '1 day') AT TIME ZONE '${STATS_TIME_ZONE}')
          AND e.created_at <= $1::timestamptz
        GROUP BY d.day, e.kind
        ORDER BY d.day`,
      [now.toISOString(), CONVERSION_TREND_DAYS],
    );
    const days = new Map<string, Record<TrendKind, number>>();
    for (const row of rows) {
      let counts = days.get(row.date);
      if (!counts) {
        counts = zeroCounts(TREND_KINDS);
        days.set(row.date, counts);
      }
      if (row.kind) counts[row.kind] = row.count;
    }
    return { days: [...days].map(([date, counts]) => ({ date, counts })) };
  }
}
