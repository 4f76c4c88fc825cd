import {
  CALCULATION_TYPE_LABELS,
  type ConcretePrices,
  PRICE_LINE_LABELS,
  PRICE_MAX,
  type PriceSettings,
  type RenovationPrices,
} from '@stairs/contracts';

export type PriceSection = keyof PriceSettings;
export type ConcretePriceKey = keyof ConcretePrices;
export type RenovationPriceKey = keyof RenovationPrices;

/** What the inputs hold: text as typed, so half-typed or invalid values can be shown with their error. */
export interface PriceFormValues {
  concrete: Record<ConcretePriceKey, string>;
  renovation: Record<RenovationPriceKey, string>;
}

export interface PriceFormErrors {
  concrete: Partial<Record<ConcretePriceKey, string>>;
  renovation: Partial<Record<RenovationPriceKey, string>>;
}

export interface PriceFieldDefinition<K extends string> {
  key: K;
  label: string;
}

export interface PriceSectionDefinition<K extends string> {
  title: string;
  description: string;
  fields: readonly PriceFieldDefinition<K>[];
}

export const PRICE_UNIT = '€/m²';

/** The server's upper bound of one price (it rejects anything above); also catches an extra zero or two. */
export const MAX_PRICE = PRICE_MAX;

export const PRICE_SECTIONS: {
  concrete: PriceSectionDefinition<ConcretePriceKey>;
  renovation: PriceSectionDefinition<RenovationPriceKey>;
} = {
  concrete: {
    title: CALCULATION_TYPE_LABELS.concrete,
    description: 'Preise je Quadratmeter Stufenfläche, brutto inkl. 20 % USt.',
    fields: [
      { key: 'massivholzMaterial', label: PRICE_LINE_LABELS.massivholzMaterial },
      { key: 'massivholzLabor', label: PRICE_LINE_LABELS.massivholzLabor },
      { key: 'fertigparkettMaterial', label: PRICE_LINE_LABELS.fertigparkettMaterial },
      { key: 'fertigparkettLabor', label: PRICE_LINE_LABELS.fertigparkettLabor },
    ],
  },
  renovation: {
    title: CALCULATION_TYPE_LABELS.renovation,
    description: 'Preise je Quadratmeter Stufenfläche, brutto inkl. 20 % USt.',
    fields: [
      { key: 'sandingWork', label: PRICE_LINE_LABELS.sandingWork },
      { key: 'sandingFinish', label: PRICE_LINE_LABELS.sandingFinish },
      { key: 'coveringMaterial', label: PRICE_LINE_LABELS.coveringMaterial },
      { key: 'coveringLabor', label: PRICE_LINE_LABELS.coveringLabor },
    ],
  },
};

export const PRICE_VALIDATION_MESSAGES = {
  required: 'Bitte geben Sie einen Preis ein.',
  notANumber: 'Bitte geben Sie eine gültige Zahl ein.',
  negative: 'Der Preis darf nicht negativ sein.',
  tooManyDecimals: 'Bitte höchstens zwei Nachkommastellen angeben.',
  tooLarge: `Der Preis darf höchstens ${PRICE_MAX} € betragen.`,
} as const;

export type PriceParseResult = { ok: true; value: number } | { ok: false; error: string };

/** Parses one price input; accepts a decimal point or an Austrian decimal comma ("85,50"). */
export function parsePriceInput(raw: string): PriceParseResult {
  const text = raw.trim();
  if (text === '') return { ok: false, error: PRICE_VALIDATION_MESSAGES.required };
  if (/^-\s*\d/.test(text)) return { ok: false, error: PRICE_VALIDATION_MESSAGES.negative };
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(text);
  if (!match) return { ok: false, error: PRICE_VALIDATION_MESSAGES.notANumber };
  if ((match[2]?.length ?? 0) > 2) return { ok: false, error: PRICE_VALIDATION_MESSAGES.tooManyDecimals };
  const value = Number(text.replace(',', '.'));
  if (!Number.isFinite(value)) return { ok: false, error: PRICE_VALIDATION_MESSAGES.notANumber };
  if (value > MAX_PRICE) return { ok: false, error: PRICE_VALIDATION_MESSAGES.tooLarge };
  return { ok: true, value };
}

/** A price as Austrians type it: decimal comma, no thousands separator (85,5). */
export function formatPriceInput(value: number): string {
  return Number.isFinite(value) ? String(value).replace('.', ',') : '';
}

/** Server settings → input texts. */
export function toPriceFormValues(settings: PriceSettings): PriceFormValues {
  const text = formatPriceInput;
  return {
    concrete: {
      massivholzMaterial: text(settings.concrete.massivholzMaterial),
      massivholzLabor: text(settings.concrete.massivholzLabor),
      fertigparkettMaterial: text(settings.concrete.fertigparkettMaterial),
      fertigparkettLabor: text(settings.concrete.fertigparkettLabor),
    },
    renovation: {
      sandingWork: text(settings.renovation.sandingWork),
      sandingFinish: text(settings.renovation.sandingFinish),
      coveringMaterial: text(settings.renovation.coveringMaterial),
      coveringLabor: text(settings.renovation.coveringLabor),
    },
  };
}

export type PriceFormValidation =
  | { valid: true; settings: PriceSettings; errors: PriceFormErrors }
  | { valid: false; settings: null; errors: PriceFormErrors };

function parseSection<K extends string>(
  fields: readonly PriceFieldDefinition<K>[],
  values: Record<K, string>,
): { prices: Partial<Record<K, number>>; errors: Partial<Record<K, string>> } {
  const prices: Partial<Record<K, number>> = {};
  const errors: Partial<Record<K, string>> = {};
  for (const { key } of fields) {
    const result = parsePriceInput(values[key]);
    if (result.ok) prices[key] = result.value;
    else errors[key] = result.error;
  }
  return { prices, errors };
}

/** Validates every input; only a fully valid form yields the full settings that POST /api/admin/pricing takes. */
export function validatePriceForm(values: PriceFormValues): PriceFormValidation {
  const concrete = parseSection(PRICE_SECTIONS.concrete.fields, values.concrete);
  const renovation = parseSection(PRICE_SECTIONS.renovation.fields, values.renovation);
  const errors: PriceFormErrors = { concrete: concrete.errors, renovation: renovation.errors };
  if (Object.keys(concrete.errors).length > 0 || Object.keys(renovation.errors).length > 0) {
    return { valid: false, settings: null, errors };
  }
  const c = concrete.prices as Record<ConcretePriceKey, number>;
  const r = renovation.prices as Record<RenovationPriceKey, number>;
  return {
    valid: true,
    errors,
    settings: {
      concrete: {
        massivholzMaterial: c.massivholzMaterial,
        massivholzLabor: c.massivholzLabor,
        fertigparkettMaterial: c.fertigparkettMaterial,
        fertigparkettLabor: c.fertigparkettLabor,
      },
      renovation: {
        sandingWork: r.sandingWork,
        sandingFinish: r.sandingFinish,
        coveringMaterial: r.coveringMaterial,
        coveringLabor: r.coveringLabor,
      },
    },
  };
}

/** True when the inputs differ from the saved settings (compared as parsed numbers, so "85" = "85,00"). */
export function isPriceFormDirty(values: PriceFormValues, saved: PriceSettings): boolean {
  const validation = validatePriceForm(values);
  if (!validation.valid) return true;
  const { settings } = validation;
  return (
    (Object.keys(settings.concrete) as ConcretePriceKey[]).some(
      (key) => settings.concrete[key] !== saved.concrete[key],
    ) ||
    (Object.keys(settings.renovation) as RenovationPriceKey[]).some(
      (key) => settings.renovation[key] !== saved.renovation[key],
    )
  );
}
