import { formatViennaDayPlus, QUOTE_VALIDITY_DAYS, VAT_RATE } from '@stairs/contracts';

/** Prices are gross: the net part is total / 1.2 rounded to a cent, the tax is the rest, so both add up. */
export function splitGross(totalCents: number): { net: number; vat: number; gross: number } {
  const net = Math.round(totalCents / (1 + VAT_RATE));
  return { net, vat: totalCents - net, gross: totalCents };
}

/** The validity end as a calendar date in Vienna: the issue day plus 30 calendar days. */
export function validUntil(createdAt: Date, days: number = QUOTE_VALIDITY_DAYS): string {
  return formatViennaDayPlus(createdAt, days);
}

export const VAT_PERCENT_LABEL = `${Math.round(VAT_RATE * 100)} %`;
