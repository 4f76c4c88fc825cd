import { TREND_KINDS, type TrendKind, type ConversionTrendDay } from '@stairs/contracts';

// The trend's days are calendar dates (YYYY-MM-DD, Vienna's): formatted in UTC, where such a date has no offset.
const dayFormat = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'UTC',
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
});
const shortDayFormat = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'numeric',
});

const asUtcDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** The trend table's column heads on a phone, where the full names make it wider than the screen (390 px). */
export const TREND_KIND_SHORT_LABELS: Record<TrendKind, string> = {
  concrete: 'Beton',
  renovation: 'Renov.',
  contact: 'Kontakt',
  phone: 'Telefon',
  quoteRequest: 'Angebot',
  order: 'Auftrag',
};

/** Row header of a day in the table: "Heute, Fr., 27.11." for the last day (today), else "Do., 26.11.". */
export function trendDayLabel(date: string, isToday: boolean): string {
  const label = dayFormat.format(asUtcDate(date));
  return isToday ? `Heute, ${label}` : label;
}

/** Axis label of a day in the chart: "27.11.". */
export function trendAxisLabel(date: string): string {
  return shortDayFormat.format(asUtcDate(date));
}

/** Sum of each kind over all days (the table's last row). */
export function trendTotals(days: readonly ConversionTrendDay[]): Record<TrendKind, number> {
  const totals = Object.fromEntries(TREND_KINDS.map((kind) => [kind, 0])) as Record<TrendKind, number>;
  for (const day of days) for (const kind of TREND_KINDS) totals[kind] += day.counts[kind];
  return totals;
}

/** uPlot's columns: x is the day's index (the axis names it), then one series per kind in TREND_KINDS order. */
export function trendSeries(days: readonly ConversionTrendDay[]): [number[], ...number[][]] {
  return [days.map((_, index) => index), ...TREND_KINDS.map((kind) => days.map((day) => day.counts[kind]))];
}
