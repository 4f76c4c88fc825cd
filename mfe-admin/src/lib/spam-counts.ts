import { PUBLIC_FORM_LABELS, type PublicFormName, type SpamCount } from '@stairs/contracts';

/** One line of 'Spam-Abwehr': a public form, how many posts were caught in the 30 days, and the last day. */
export interface SpamCountRow {
  form: PublicFormName;
  label: string;
  total: number;
  /** YYYY-MM-DD of the newest day with a catch, or null. */
  lastDay: string | null;
}

/** Every public form once, in the vocabulary's order, with the counts of the days the API answered. */
export function spamCountRows(counts: readonly SpamCount[]): SpamCountRow[] {
  return (Object.keys(PUBLIC_FORM_LABELS) as PublicFormName[]).map((form) => {
    const days = counts.filter((count) => count.form === form && count.count > 0);
    return {
      form,
      label: PUBLIC_FORM_LABELS[form],
      total: days.reduce((sum, day) => sum + day.count, 0),
      lastDay: days.reduce<string | null>(
        (last, day) => (last === null || day.day > last ? day.day : last),
        null,
      ),
    };
  });
}
