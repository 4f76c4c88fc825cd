import {
  type ConcreteCalculationInput,
  type CostBreakdown,
  type CoveringCost,
  recommendedRenovationOption,
  RENOVATION_STANDARD_DEPTH_CM,
  type RenovationCalculationInput,
  type RenovationCondition,
  type RenovationOption,
  type SandingCost,
} from '@stairs/contracts';
import { type PriceTableCents } from '../pricing/price-table';

/**
 * The calculator formulas in exact integer arithmetic: lengths in millimetres, prices in cents per m²,
 * each amount rounded once to whole cents, totals = sum of the rounded parts (so a document never shows a
 * total that differs from its lines). Largest intermediate: 50 × 2000 × 400 mm² × 1 000 000 ct × 16
 * ≈ 6·10^14, well inside Number's exact integer range.
 */

const MM2_PER_M2 = 1_000_000;

/** Widths and depths are kept to 0.1 cm (whole millimetres). */
export function cmToMm(cm: number): number {
  return Math.round(cm * 10);
}

/** area [mm²] × price [ct/m²] → ct, rounded half up (inputs are non-negative). */
function cost(areaMm2: number, centsPerM2: number, factorTenths = 10): number {
  return Math.round((areaMm2 * centsPerM2 * factorTenths) / (MM2_PER_M2 * 10));
}

/** Results in integer cents, in the contracts' cost shapes. */
export interface ConcreteResultCents {
  areaM2: number;
  massivholz: CostBreakdown;
  fertigparkett: CostBreakdown;
}

export interface RenovationResultCents {
  areaM2: number;
  conditionFactor: number;
  sanding: SandingCost;
  covering: CoveringCost;
  /** Absent in rows stored before the server named it; read it through recommendedRenovationOption then. */
  recommendedOption?: RenovationOption;
}

function option(areaMm2: number, materialPerM2: number, laborPerM2: number): CostBreakdown {
  const materialCost = cost(areaMm2, materialPerM2);
  const laborCost = cost(areaMm2, laborPerM2);
  return { materialCost, laborCost, total: materialCost + laborCost };
}

/** Inputs as they are stored and computed: widths/depths rounded to whole millimetres. */
export function normalizeConcreteInput(input: ConcreteCalculationInput): ConcreteCalculationInput {
  return {
    stepCount: input.stepCount,
    stepWidth: cmToMm(input.stepWidth) / 10,
    stepDepth: cmToMm(input.stepDepth) / 10,
  };
}

export function normalizeRenovationInput(input: RenovationCalculationInput): RenovationCalculationInput {
  return { stepCount: input.stepCount, stepWidth: cmToMm(input.stepWidth) / 10, condition: input.condition };
}

/** Concrete-step cladding: area = steps × width × depth; massivholz and fertigparkett, material + labor. */
export function computeConcrete(
  input: ConcreteCalculationInput,
  prices: PriceTableCents,
): ConcreteResultCents {
  const areaMm2 = input.stepCount * cmToMm(input.stepWidth) * cmToMm(input.stepDepth);
  const p = prices.concrete;
  return {
    areaM2: areaMm2 / MM2_PER_M2,
    massivholz: option(areaMm2, p.massivholzMaterial, p.massivholzLabor),
    fertigparkett: option(areaMm2, p.fertigparkettMaterial, p.fertigparkettLabor),
  };
}

/** Condition factor on the sanding work, in tenths (good 1.0, fair 1.3, poor 1.6). */
export const CONDITION_FACTOR_TENTHS: Record<RenovationCondition, number> = { good: 10, fair: 13, poor: 16 };

export const RENOVATION_RECOMMENDATIONS: Record<RenovationCondition, { sanding: string; covering: string }> =
  {
    good: {
      sanding:
        'Empfohlen: Ihre Treppe ist in gutem Zustand – Abschleifen und Lackieren lässt das Holz wieder wie neu aussehen.',
      covering: 'Möglich, bei gutem Zustand aber meist nicht nötig.',
    },
    fair: {
      sanding:
        'Möglich: Abschleifen und Lackieren frischt die Treppe auf, tiefere Schäden können sichtbar bleiben.',
      covering: 'Für ein dauerhaftes Ergebnis empfehlen wir die Neubelegung der Stufen.',
    },
    poor: {
      sanding: 'Nicht empfohlen: Bei starken Schäden reicht Abschleifen meist nicht aus.',
      covering:
        'Empfohlen: Die Neubelegung macht aus der beschädigten Treppe eine neuwertige, langlebige Treppe.',
    },
  };

/**
 * Stair renovation: the tread depth is not asked, a standard 30 cm is used (stated on the page).
 * Sanding: work × condition factor + finish. Covering: material + labor.
 */
export function computeRenovation(
  input: RenovationCalculationInput,
  prices: PriceTableCents,
): RenovationResultCents {
  const areaMm2 = input.stepCount * cmToMm(input.stepWidth) * cmToMm(RENOVATION_STANDARD_DEPTH_CM);
  const p = prices.renovation;
  const factorTenths = CONDITION_FACTOR_TENTHS[input.condition];
  const work = cost(areaMm2, p.sandingWork, factorTenths);
  const finish = cost(areaMm2, p.sandingFinish);
  const material = cost(areaMm2, p.coveringMaterial);
  const labor = cost(areaMm2, p.coveringLabor);
  const recommendation = RENOVATION_RECOMMENDATIONS[input.condition];
  return {
    areaM2: areaMm2 / MM2_PER_M2,
    conditionFactor: factorTenths / 10,
    sanding: { work, finish, total: work + finish, recommendation: recommendation.sanding },
    covering: { material, labor, total: material + labor, recommendation: recommendation.covering },
    recommendedOption: recommendedRenovationOption(input.condition),
  };
}
