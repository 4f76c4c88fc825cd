import { Injectable } from '@nestjs/common';
import {
  type FormSpamCounts,
  type PublicFormName,
  type SpamCountDay,
  type SpamCounts,
} from '@stairs/contracts';
import { DataSource } from 'typeorm';
import { STATS_TIME_ZONE } from '../conversions/conversions.service';

/** How far back the admin's counts reach. */
export const SPAM_COUNT_DAYS = 30;

/** Counts the caught posts per form and day in Postgres (one upsert each, no row per post). */
@Injectable()
export class SpamCounter {
  /** The forms whose routes the app serves, as their routes announced them (public-form-routes.ts). */
  private readonly forms: { form: string; label: string }[] = [];

  constructor(private readonly dataSource: DataSource) {}

  /** A public form's route: the admin's counts name it, after those announced before it. */
  announce(form: string, label: string): void {
    this.forms.push({ form, label });
  }

  /** `form` is a PUBLIC_FORMS name (or a form a test declares). */
  async count(form: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO spam_counts (day, form, count) VALUES ((now() AT TIME ZONE $1)::date, $2, 1)
       ON CONFLICT (day, form) DO UPDATE SET count = spam_counts.count + 1`,
      [STATS_TIME_ZONE, form],
    );
  }

  /** Every announced form with its counts of the last SPAM_COUNT_DAYS days, newest day first. */
  async recent(): Promise<SpamCounts> {
    const rows = (await this.dataSource.query(
      `SELECT form, to_char(day, 'YYYY-MM-DD') AS day, count FROM spam_counts
        WHERE day > (now() AT TIME ZONE $1)::date - $2::int
        ORDER BY day DESC`,
      [STATS_TIME_ZONE, SPAM_COUNT_DAYS],
    )) as (SpamCountDay & { form: string })[];
    return {
      forms: this.forms.map(({ form, label }): FormSpamCounts => ({
        // A test's own forms are no PUBLIC_FORMS names; the admin lists whatever the API serves.
        form: form as PublicFormName,
        label,
        days: rows.filter((row) => row.form === form).map(({ day, count }) => ({ day, count })),
      })),
    };
  }
}
