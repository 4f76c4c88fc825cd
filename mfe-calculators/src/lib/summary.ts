/** Texts around a result: what it was computed for and the price note. */
import { formatNumber, QUOTE_VALIDITY_DAYS, RENOVATION_CONDITION_LABELS, VAT_RATE } from '@stairs/contracts';
import type { AnyCalculation } from './calculations';

function steps(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'Stufe' : 'Stufen'}`;
}

/** e.g. '10 Stufen · 100 cm breit · 30 cm tief' or '12 Stufen · 90 cm breit · Zustand: Mittel'. */
export function calculationInputSummary(calculation: AnyCalculation): string {
  const { input } = calculation;
  const parts = [steps(input.stepCount), `${formatNumber(input.stepWidth)} cm breit`];
  if (calculation.type === 'concrete') {
    parts.push(`${formatNumber(calculation.input.stepDepth)} cm tief`);
  } else {
    parts.push(`Zustand: ${RENOVATION_CONDITION_LABELS[calculation.input.condition]}`);
  }
  return parts.join(' · ');
}

/** Prices are gross (docs/decisions.md): say so, and that the quote is non-binding. */
export const PRICE_NOTE =
  `Alle Preise inkl. ${Math.round(VAT_RATE * 100)} % USt. ` +
  `Unverbindlicher Kostenvoranschlag, gültig ${QUOTE_VALIDITY_DAYS} Tage.`;
