import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type ConversionStats } from '@stairs/contracts';
import { type EntityManager, Repository } from 'typeorm';
import { ConversionEventEntity, type ConversionKind } from './conversion-event.entity';

/** The business day is Vienna's, whatever time zone the server or database runs in. */
export const STATS_TIME_ZONE = 'Europe/Vienna';

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
}
