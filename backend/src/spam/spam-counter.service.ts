import { Injectable } from '@nestjs/common';
import { type SpamCount } from '@stairs/contracts';
import { DataSource } from 'typeorm';
import { STATS_TIME_ZONE } from '../conversions/conversions.service';

/** How far back the admin's counts reach. */
export const SPAM_COUNT_DAYS = 30;

/** Counts the caught posts per form and day in Postgres (one upsert each, no row per post). */
@Injectable()
export class SpamCounter {
  constructor(private readonly dataSource: DataSource) {}

  /** `form` is a PUBLIC_FORMS name (or a form a test declares). */
  async count(form: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO spam_counts (day, form, count) VALUES ((now() AT TIME ZONE $1)::date, $2, 1)
       ON CONFLICT (day, form) DO UPDATE SET count = spam_counts.count + 1`,
      [STATS_TIME_ZONE, form],
    );
  }

  /** The last SPAM_COUNT_DAYS days' counts, newest day first. */
  async recent(): Promise<SpamCount[]> {
    const rows = (await this.dataSource.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, form, count FROM spam_counts
        WHERE day > (now() AT TIME ZONE $1)::date - $2::int
        ORDER BY day DESC, form`,
      [STATS_TIME_ZONE, SPAM_COUNT_DAYS],
    )) as SpamCount[];
    return rows;
  }
}
