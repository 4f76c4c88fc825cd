/** Dates of admin lists: Vienna time, Austrian format (e.g. 05.03.2026, 14:07). */
const dateTimeFormat = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Formats an ISO date; an unreadable value is shown as it came (better than "Invalid Date"). */
export function formatAdminDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : dateTimeFormat.format(time);
}
