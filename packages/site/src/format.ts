// The one de-AT formatting of the site lives in contracts (shared with the backend's documents and e-mails);
// file sizes are a frontend-only concern.
import { formatNumber } from '@stairs/contracts';

export { formatEuro, formatNumber } from '@stairs/contracts';

const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** File sizes with the units Bytes/KB/MB/GB (1024-based) and at most two decimals. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), BYTE_UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${formatNumber(Math.round(value * 100) / 100)} ${BYTE_UNITS[exponent]}`;
}
