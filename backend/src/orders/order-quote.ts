import { createHash } from 'node:crypto';
import {
  COST_PART_LABELS,
  OPTION_TITLES,
  type OrderQuote,
  type OrderQuoteOption,
  recommendedRenovationOption,
} from '@stairs/contracts';
import { centsToEuros } from '../common/money';
import { validUntil } from '../documents/quote-format';
import { type StoredCalculation } from '../calculations/stored-calculation';

/** A quote's options with their lines, in the document's order and words (euros gross). */
function optionsOf(calc: StoredCalculation): OrderQuoteOption[] {
  const line = (label: string, cents: number) => ({ label, amount: centsToEuros(cents) });
  if (calc.type === 'concrete') {
    return (['massivholz', 'fertigparkett'] as const).map((key) => {
      const cost = calc.results[key];
      return {
        key,
        title: OPTION_TITLES[key],
        lines: [
          line(COST_PART_LABELS.material, cost.materialCost),
          line(COST_PART_LABELS.labor, cost.laborCost),
        ],
        total: centsToEuros(cost.total),
        recommended: false,
      };
    });
  }
  const recommended = calc.results.recommendedOption ?? recommendedRenovationOption(calc.inputs.condition);
  const { sanding, covering } = calc.results;
  return [
    {
      key: 'sanding',
      title: OPTION_TITLES.sanding,
      lines: [
        line(COST_PART_LABELS.sandingWork, sanding.work),
        line(COST_PART_LABELS.sandingFinish, sanding.finish),
      ],
      total: centsToEuros(sanding.total),
      recommended: recommended === 'sanding',
    },
    {
      key: 'covering',
      title: OPTION_TITLES.covering,
      lines: [
        line(COST_PART_LABELS.material, covering.material),
        line(COST_PART_LABELS.labor, covering.labor),
      ],
      total: centsToEuros(covering.total),
      recommended: recommended === 'covering',
    },
  ];
}

/** What the order page shows of a quote (not yet accepted). */
export function toOrderQuote(calc: StoredCalculation): OrderQuote {
  return {
    quoteNumber: calc.quoteNumber,
    type: calc.type,
    createdAt: calc.createdAt.toISOString(),
    validUntil: validUntil(calc.createdAt),
    options: optionsOf(calc),
    accepted: null,
  };
}

/** JSON with its object keys sorted at every level: the same data always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The evidence of what was accepted: SHA-256 (hex) over the canonical JSON of the quote's number, kind, inputs,
 * priced results (cents) and price snapshot (cents per m²), exactly as stored with the calculation. Anyone holding
 * the calculation can recompute it; a quote changed after the acceptance no longer matches.
 */
export function priceSnapshotHash(calc: StoredCalculation): string {
  const snapshot = {
    quoteNumber: calc.quoteNumber,
    type: calc.type,
    inputs: calc.inputs,
    results: calc.results,
    priceSnapshot: calc.priceSnapshot,
  };
  return createHash('sha256').update(canonicalJson(snapshot)).digest('hex');
}
