import { formatDateTime } from '@stairs/contracts';

/** Dates of admin lists: Vienna time, Austrian format (e.g. 05.03.2026, 14:07); unreadable values as they came. */
export function formatAdminDate(value: string): string {
  return formatDateTime(value);
}
