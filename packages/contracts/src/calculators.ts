/** Calculator inputs, bounds, results and German validation messages (docs/product.md §3, §5, §9; docs/decisions.md). */

export const CALCULATOR_BOUNDS = {
  stepCount: { min: 1, max: 50 },
  stepWidth: { min: 50, max: 200 },
  stepDepth: { min: 25, max: 40 },
} as const;

/** Renovation treads are not asked for; the standard depth is stated on the page (docs/decisions.md). */
export const RENOVATION_STANDARD_DEPTH_CM = 30;

export const RENOVATION_CONDITIONS = ['good', 'fair', 'poor'] as const;
export type RenovationCondition = (typeof RENOVATION_CONDITIONS)[number];

export const RENOVATION_CONDITION_LABELS: Record<RenovationCondition, string> = {
  good: 'Gut',
  fair: 'Mittel',
  poor: 'Schlecht',
};

export const CALCULATOR_MESSAGES = {
  allFieldsRequired: 'Bitte füllen Sie alle Felder aus.',
  checkInputsTitle: 'Eingaben prüfen',
  stepCountRange: 'Die Stufenanzahl muss zwischen 1 und 50 liegen.',
  stepWidthRange: 'Die Breite muss zwischen 50 und 200 cm liegen.',
  stepDepthRange: 'Die Tiefe muss zwischen 25 und 40 cm liegen.',
  /** The one choice field says what is missing itself: "alle Felder" read wrong next to two filled ones. */
  conditionRequired: 'Bitte wählen Sie den Zustand Ihrer Treppe aus.',
  conditionInvalid: 'Der Zustand muss gut, mittel oder schlecht sein.',
  calculationFailed: 'Fehler bei der Preisberechnung. Bitte versuchen Sie es erneut.',
  numberInvalid: 'Bitte geben Sie eine Zahl ein, z. B. 12 oder 95,5.',
  stepCountInteger: 'Die Stufenanzahl muss eine ganze Zahl sein.',
} as const;

export type CalculationType = 'concrete' | 'renovation';

export interface ConcreteCalculationInput {
  stepCount: number;
  stepWidth: number;
  stepDepth: number;
}

export interface RenovationCalculationInput {
  stepCount: number;
  stepWidth: number;
  condition: RenovationCondition;
}

/**
 * The one shape of each option's price, used by the formulas (integer cents), the quote document (cents) and
 * the API (euros with two decimals, computed from the cents): the field names are the API's.
 */
export interface CostBreakdown {
  materialCost: number;
  laborCost: number;
  total: number;
}

/** 'Abschleifen & Lackieren': sanding work (condition factor applied) + finish. */
export interface SandingCost {
  work: number;
  finish: number;
  total: number;
  recommendation: string;
}

/** 'Neu belegen': new treads, material + labor. */
export interface CoveringCost {
  material: number;
  labor: number;
  total: number;
  recommendation: string;
}

export interface ConcreteCalculationResult {
  id: string;
  quoteNumber: string;
  massivholz: CostBreakdown;
  fertigparkett: CostBreakdown;
}

export interface RenovationCalculationResult {
  id: string;
  quoteNumber: string;
  sanding: SandingCost;
  covering: CoveringCost;
  /** The option the server recommends for the condition entered; the page highlights it. */
  recommendedOption: RenovationOption;
}

export type RenovationOption = 'sanding' | 'covering';

/** A calculation's inputs with the server's result for them: what a result page (the calculators', the API's) shows. */
export type CalculationWithResult =
  | { type: 'concrete'; input: ConcreteCalculationInput; result: ConcreteCalculationResult }
  | { type: 'renovation'; input: RenovationCalculationInput; result: RenovationCalculationResult };

/** Each option's total by option name, as the result cards show them (euros, as the server computed them). */
export function calculationTotals(calculation: CalculationWithResult): Record<string, number> {
  if (calculation.type === 'concrete') {
    const { massivholz, fertigparkett } = calculation.result;
    return { massivholz: massivholz.total, fertigparkett: fertigparkett.total };
  }
  const { sanding, covering } = calculation.result;
  return { sanding: sanding.total, covering: covering.total };
}

/** good → sanding is enough; fair and poor → new treads last (the texts of each option say why). */
export function recommendedRenovationOption(condition: RenovationCondition): RenovationOption {
  return condition === 'good' ? 'sanding' : 'covering';
}
