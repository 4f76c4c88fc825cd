import { type FormSpamCounts, type PublicFormName } from '@stairs/contracts';

/** One line of 'Spam-Abwehr': a public form, how many posts were caught in the 30 days, and the last day. */
export interface SpamCountRow {
  form: PublicFormName;
  label: string;
  total: number;
  /** YYYY-MM-DD of the newest day with a catch, or null. */
  lastDay: string | null;
}

/** Every public form the API names, in its order, with the sum of its days and the newest (the first). */
export function spamCountRows(forms: readonly FormSpamCounts[]): SpamCountRow[] {
  return forms.map(({ form, label, days }) => ({
    form,
    label,
    total: days.reduce((sum, day) => sum + day.count, 0),
    lastDay: days[0]?.day ?? null,
  }));
}
