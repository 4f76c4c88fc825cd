/**
 * What the calculator pages say, wherever they are shown: the pages themselves and their result page
 * (mfe-calculators, also as the page server's answer to a post without script) and the quote document. One text,
 * one place.
 */
import {
  CALCULATOR_BOUNDS,
  RENOVATION_CONDITION_LABELS,
  RENOVATION_STANDARD_DEPTH_CM,
  type CalculationType,
  type ConcreteCalculationInput,
  type ConcreteCalculationResult,
  type RenovationCalculationInput,
  type RenovationCalculationResult,
  type RenovationOption,
} from './calculators';
import { type ConcreteField, type RenovationField } from './calculator-form';
import { countOf, formatNumber } from './format';
import { PAGES, pagePath } from './pages';
import { QUOTE_VALIDITY_DAYS, VAT_RATE } from './pricing';
import { COST_PART_LABELS, INPUT_LABELS, OPTION_TITLES } from './vocabulary';

export interface CalculatorPageTexts {
  path: string;
  title: string;
  intro: string;
  formTitle: string;
  formDescription: string;
}

export const CALCULATOR_PAGES: Record<CalculationType, CalculatorPageTexts> = {
  concrete: {
    path: pagePath('concreteCalculator'),
    title: PAGES.concreteCalculator.shows.heading,
    intro:
      'Geben Sie Anzahl, Breite und Tiefe Ihrer Betonstufen ein und erhalten Sie sofort einen unverbindlichen Kostenvoranschlag für die Verkleidung mit Massivholz oder Fertigparkett – Material und Arbeitsleistung inklusive.',
    formTitle: 'Ihre Stufen',
    formDescription: 'Messen Sie eine Stufe an der breitesten Stelle. Alle Maße in Zentimetern.',
  },
  renovation: {
    path: pagePath('renovationCalculator'),
    title: PAGES.renovationCalculator.shows.heading,
    intro:
      'Abschleifen und neu lackieren oder neu belegen? Geben Sie Stufenanzahl, Treppenbreite und den Zustand Ihrer Holztreppe an – wir berechnen beide Varianten und sagen Ihnen, welche wir empfehlen.',
    formTitle: 'Ihre Treppe',
    formDescription: `Die Stufentiefe wird nicht abgefragt: Wir rechnen mit einer Standard-Stufentiefe von ${RENOVATION_STANDARD_DEPTH_CM} cm.`,
  },
};

/** The labels of the calculator fields as the forms show them. */
export const CALCULATOR_FIELD_LABELS = {
  concrete: {
    stepCount: INPUT_LABELS.stepCount,
    stepWidth: `${INPUT_LABELS.stepWidth} (cm)`,
    stepDepth: `${INPUT_LABELS.stepDepth} (cm)`,
  },
  renovation: {
    stepCount: INPUT_LABELS.stepCount,
    stepWidth: `${INPUT_LABELS.stairWidth} (cm)`,
    condition: INPUT_LABELS.condition,
  },
} as const satisfies {
  concrete: Record<ConcreteField, string>;
  renovation: Record<RenovationField, string>;
};

const RANGE_UNITS: Record<keyof typeof CALCULATOR_BOUNDS, string> = {
  stepCount: 'Stufen',
  stepWidth: 'cm',
  stepDepth: 'cm',
};

/** The hint under a measurement: its range, '1–50 Stufen', '50–200 cm'. */
export function calculatorRangeHint(field: keyof typeof CALCULATOR_BOUNDS): string {
  const bounds = CALCULATOR_BOUNDS[field];
  return `${bounds.min}–${bounds.max} ${RANGE_UNITS[field]}`;
}

/** The condition select's hint and the text of its empty choice. */
export const CONDITION_FIELD_TEXTS = {
  hint: 'Wie abgenutzt sind die Trittflächen?',
  placeholder: 'Zustand wählen',
} as const;

/** What each priced option is, under its title on the result cards. */
export const OPTION_DESCRIPTIONS: Record<keyof typeof OPTION_TITLES, string> = {
  massivholz: 'Stufen aus massivem Echtholz – besonders langlebig und mehrfach abschleifbar.',
  fertigparkett: 'Mehrschichtiges Parkett mit Echtholz-Oberfläche – die preiswerte Variante.',
  sanding: 'Die vorhandenen Stufen werden abgeschliffen und neu lackiert.',
  covering: 'Die Stufen erhalten einen neuen Holzbelag.',
};

/** The texts around a result. */
export const RESULT_TEXTS = {
  heading: 'Ihr Kostenvoranschlag',
  quoteNumberLabel: 'Kostenvoranschlag Nr.',
  total: 'Gesamt',
  recommended: 'Empfehlung',
  /** Prices are gross (docs/decisions.md): say so, and that the quote is non-binding. */
  priceNote:
    `Alle Preise inkl. ${Math.round(VAT_RATE * 100)} % USt. ` +
    `Unverbindlicher Kostenvoranschlag, gültig ${QUOTE_VALIDITY_DAYS} Tage.`,
  followUpTitle: 'Wie möchten Sie weitermachen?',
  followUpDescription:
    'Öffnen Sie Ihren Kostenvoranschlag, lassen Sie sich beraten oder fordern Sie ein detailliertes Angebot an.',
  openDocument: 'Kostenvoranschlag öffnen',
  sendWhatsApp: 'Per WhatsApp senden',
} as const;

function steps(count: number): string {
  return countOf(count, 'Stufe', 'Stufen');
}

export type CalculationInputOf =
  | { type: 'concrete'; input: ConcreteCalculationInput }
  | { type: 'renovation'; input: RenovationCalculationInput };

/** What a result was computed for: '10 Stufen · 100 cm breit · 30 cm tief', '12 Stufen · 90 cm breit · Zustand: Mittel'. */
export function calculationInputSummary(calculation: CalculationInputOf): string {
  const parts = [steps(calculation.input.stepCount), `${formatNumber(calculation.input.stepWidth)} cm breit`];
  if (calculation.type === 'concrete') parts.push(`${formatNumber(calculation.input.stepDepth)} cm tief`);
  else parts.push(`${INPUT_LABELS.condition}: ${RENOVATION_CONDITION_LABELS[calculation.input.condition]}`);
  return parts.join(' · ');
}

export type CalculationResultOf =
  | { type: 'concrete'; result: Pick<ConcreteCalculationResult, 'massivholz' | 'fertigparkett'> }
  | {
      type: 'renovation';
      result: Pick<RenovationCalculationResult, 'sanding' | 'covering' | 'recommendedOption'>;
    };

/**
 * One priced option of a result as it is shown: title, description, the parts of its price, the total and, for
 * renovations, the server's recommendation. Amounts are in the unit of the result given (euros from the API).
 */
export interface ResultOption {
  key: keyof typeof OPTION_TITLES;
  title: string;
  description: string;
  lines: ReadonlyArray<{ label: string; amount: number }>;
  total: number;
  recommendation?: string;
  /** The option the server recommends for the condition entered (renovation only). */
  recommended: boolean;
}

type ResultOptionLine = ResultOption['lines'][number];

const line = (part: keyof typeof COST_PART_LABELS, amount: number): ResultOptionLine => ({
  label: COST_PART_LABELS[part],
  amount,
});

function resultOption(
  key: ResultOption['key'],
  cost: { total: number; recommendation?: string },
  lines: ResultOptionLine[],
  recommended = false,
): ResultOption {
  return {
    key,
    title: OPTION_TITLES[key],
    description: OPTION_DESCRIPTIONS[key],
    lines,
    total: cost.total,
    ...(cost.recommendation === undefined ? {} : { recommendation: cost.recommendation }),
    recommended,
  };
}

/** Both options of a result in the order they are shown: Massivholz, Fertigparkett; sanding, covering. */
export function resultOptions(calculation: CalculationResultOf): ResultOption[] {
  if (calculation.type === 'concrete') {
    return (['massivholz', 'fertigparkett'] as const).map((key) => {
      const cost = calculation.result[key];
      return resultOption(key, cost, [line('material', cost.materialCost), line('labor', cost.laborCost)]);
    });
  }
  const { sanding, covering, recommendedOption } = calculation.result;
  const recommended = (option: RenovationOption) => option === recommendedOption;
  return [
    resultOption(
      'sanding',
      sanding,
      [line('sandingWork', sanding.work), line('sandingFinish', sanding.finish)],
      recommended('sanding'),
    ),
    resultOption(
      'covering',
      covering,
      [line('material', covering.material), line('labor', covering.labor)],
      recommended('covering'),
    ),
  ];
}
