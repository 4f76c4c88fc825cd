// de-AT formatting everywhere (DECISIONS.md): "€ 1.234,50", "1,5 MB".
const euro = new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' });
const decimal = new Intl.NumberFormat('de-AT', { maximumFractionDigits: 2 });

/** Euro amount (the API sends euros with two decimals). */
export function formatEuro(euros: number): string {
  return euro.format(euros);
}

/** Plain number, up to two decimals: 87.5 → "87,5". */
export function formatNumber(value: number): string {
  return decimal.format(value);
}

const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** File sizes with the units Bytes/KB/MB/GB (1024-based) and at most two decimals (spec section 9). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), BYTE_UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${decimal.format(Math.round(value * 100) / 100)} ${BYTE_UNITS[exponent]}`;
}
