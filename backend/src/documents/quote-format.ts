import { QUOTE_VALIDITY_DAYS, VAT_RATE } from '@stairs/contracts';

/** The site's one money format (DECISIONS.md): de-AT, EUR, from integer cents. */
const EURO = new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' });
const AREA = new Intl.NumberFormat('de-AT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const INTEGER = new Intl.NumberFormat('de-AT', { maximumFractionDigits: 0 });
const DATE = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const DATE_UTC = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'UTC',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const VIENNA_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Vienna',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function formatCents(cents: number): string {
  return EURO.format(cents / 100);
}

/** Euro amount (e.g. a price per m² from the snapshot) in the same format. */
export function formatEuro(euros: number): string {
  return EURO.format(euros);
}

export function formatArea(areaM2: number): string {
  return `${AREA.format(areaM2)} m²`;
}

export function formatInteger(value: number): string {
  return INTEGER.format(value);
}

/** Prices are gross: the net part is total / 1.2 rounded to a cent, the tax is the rest, so both add up. */
export function splitGross(totalCents: number): { net: number; vat: number; gross: number } {
  const net = Math.round(totalCents / (1 + VAT_RATE));
  return { net, vat: totalCents - net, gross: totalCents };
}

export function formatViennaDate(date: Date): string {
  return DATE.format(date);
}

/**
 * The validity end as a calendar date in Vienna: the issue day plus 30 calendar days. Adding 30 × 24 h to
 * the instant instead would move the day across a daylight-saving change for quotes made near midnight.
 */
export function validUntil(createdAt: Date, days: number = QUOTE_VALIDITY_DAYS): string {
  const parts = VIENNA_PARTS.formatToParts(createdAt);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((item) => item.type === type)?.value);
  const end = new Date(Date.UTC(part('year'), part('month') - 1, part('day') + days));
  return DATE_UTC.format(end);
}

export const VAT_PERCENT_LABEL = `${Math.round(VAT_RATE * 100)} %`;
