import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CONVERSION_KINDS,
  CONVERSION_TREND_DAYS,
  type ConversionKind,
  type ConversionStats,
  type ConversionTrends,
} from '@stairs/contracts';
import { type EntityManager, Repository } from 'typeorm';
import { ConversionEventEntity } from './conversion-event.entity';

/** The business day is Vienna's, whatever time zone the server or database runs in. */
export const STATS_TIME_ZONE = 'Europe/Vienna';

const zeroCounts = () =>
  Object.fromEntries(CONVERSION_KINDS.map((kind) => [kind, 0])) as Record<ConversionKind, number>;

@Injectable()
export class ConversionsService {
  constructor(
    @InjectRepository(ConversionEventEntity) private readonly events: Repository<ConversionEventEntity>,
  ) {}

  /** Counts a conversion inside the caller's transaction, so it exists exactly when the lead does. */
  async record(manager: EntityManager, kind: ConversionKind, referenceId: string | null): Promise<void> {
    await manager.insert(ConversionEventEntity, { kind, referenceId });
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
   * Events per Vienna day and kind over the last CONVERSION_TREND_DAYS days up to `now`, in one query. Days are
   * Vienna wall-clock dates: a day is stepped as a local timestamp (so a DST day has 23 or 25 hours) and its
   * midnight turned back into an instant for the range, which conversion_events_created_kind_idx serves.
   */
  async trends(now: Date = new Date()): Promise<ConversionTrends> {
    const rows: { date: string; kind: ConversionKind | null; count: number }[] = await this.events.query(
      `WITH bounds AS (
         SELECT date_trunc('day', $1::timestamptz AT TIME ZONE '${STATS_TIME_ZONE}') AS today
       ),
       counted AS (
         SELECT date_trunc('day', e.created_at AT TIME ZONE '${STATS_TIME_ZONE}') AS day, e.kind, count(*)::int AS count
           FROM conversion_events e, bounds b
          WHERE e.created_at >= ((b.today - ($2::int - 1) * interval '1 day') AT TIME ZONE '${STATS_TIME_ZONE}')
            AND e.created_at <= $1::timestamptz
          GROUP BY 1, 2
       )
       SELECT to_char(d.day, 'YYYY-MM-DD') AS date, c.kind, coalesce(c.count, 0) AS count
         FROM bounds b
        CROSS JOIN generate_series(b.today - ($2::int - 1) * interval '1 day', b.today, interval '1 day') AS d(day)
         LEFT JOIN counted c ON c.day = d.day
        ORDER BY d.day`,
      [now.toISOString(), CONVERSION_TREND_DAYS],
    );
    const days = new Map<string, Record<ConversionKind, number>>();
    for (const row of rows) {
      let counts = days.get(row.date);
      if (!counts) {
        counts = zeroCounts();
        days.set(row.date, counts);
      }
      if (row.kind) counts[row.kind] = row.count;
    }
    return { days: [...days].map(([date, counts]) => ({ date, counts })) };
  }
}
