/**
 * One name for each thing the visitor, the operator and the documents talk about. The pages, the quote
 * document, the admin and the operator e-mails all read these; a word changed here changes everywhere.
 * Names follow the product description (docs/product): where it uses two words for one thing, the page's own
 * heading wins.
 */
import { type CalculationType } from './calculators';
import { type ConversionKind, type TrendKind } from './leads';
import { type ConcretePrices, type RenovationPrices } from './pricing';

/** Pages as the navigation, the footer and links name them. */
export const PAGE_NAMES = {
  home: 'Startseite',
  concreteCalculator: 'Betonstufen verkleiden',
  renovationCalculator: 'Treppe renovieren',
  gallery: 'Galerie',
  references: 'Referenzprojekte',
  blog: 'Blog',
} as const;

/** The two calculators by their calculation type. */
export const CALCULATION_TYPE_LABELS: Record<CalculationType, string> = {
  concrete: PAGE_NAMES.concreteCalculator,
  renovation: PAGE_NAMES.renovationCalculator,
};

/** What the admin's conversion counts and trend chart count, by conversion kind. */
export const CONVERSION_KIND_LABELS: Record<ConversionKind, string> = {
  concrete: 'Betonstufen-Kalkulationen',
  renovation: 'Renovierungs-Kalkulationen',
  contact: 'Kontaktanfragen',
  phone: 'Telefon-Leads',
};

/** The trend's lines: the conversion kinds and the quote requests. */
export const TREND_KIND_LABELS: Record<TrendKind, string> = {
  ...CONVERSION_KIND_LABELS,
  quoteRequest: 'Angebotsanfragen',
  order: 'Aufträge',
};

/** Where a phone lead was entered (its `context`). */
export const CALCULATOR_CONTEXT_LABELS = {
  concrete_calculator: `Rechner „${PAGE_NAMES.concreteCalculator}“`,
  renovation_calculator: `Rechner „${PAGE_NAMES.renovationCalculator}“`,
} as const;

/** Services of quote requests: the detailed-quote dialog and the gallery's price-check form. */
export const QUOTE_REQUEST_SERVICE_LABELS = {
  detailliertes_angebot: 'Detailliertes Angebot',
  concrete: PAGE_NAMES.concreteCalculator,
  renovation: PAGE_NAMES.renovationCalculator,
  custom: 'Individuelle Lösung',
  angebot_per_email: 'Angebot per E-Mail',
} as const;
export type QuoteRequestService = keyof typeof QUOTE_REQUEST_SERVICE_LABELS;

/** The priced options of both calculators (result cards and quote document). */
export const OPTION_TITLES = {
  massivholz: 'Massivholz',
  fertigparkett: 'Fertigparkett',
  sanding: 'Abschleifen & Lackieren',
  covering: 'Neu belegen',
} as const;

/** The parts of an option's price (result cards and quote document). */
export const COST_PART_LABELS = {
  material: 'Material',
  labor: 'Arbeitsleistung',
  sandingWork: 'Schleifarbeiten',
  sandingFinish: 'Lackierung',
} as const;

/** The eight price settings (admin price form and the quote document's calculation basis). */
export const PRICE_LINE_LABELS: Record<keyof ConcretePrices | keyof RenovationPrices, string> = {
  massivholzMaterial: `${OPTION_TITLES.massivholz} – ${COST_PART_LABELS.material}`,
  massivholzLabor: `${OPTION_TITLES.massivholz} – ${COST_PART_LABELS.labor}`,
  fertigparkettMaterial: `${OPTION_TITLES.fertigparkett} – ${COST_PART_LABELS.material}`,
  fertigparkettLabor: `${OPTION_TITLES.fertigparkett} – ${COST_PART_LABELS.labor}`,
  sandingWork: `${OPTION_TITLES.sanding} – ${COST_PART_LABELS.sandingWork}`,
  sandingFinish: `${OPTION_TITLES.sanding} – ${COST_PART_LABELS.sandingFinish}`,
  coveringMaterial: `${OPTION_TITLES.covering} – ${COST_PART_LABELS.material}`,
  coveringLabor: `${OPTION_TITLES.covering} – ${COST_PART_LABELS.labor}`,
};

/** Calculator inputs as the forms, the quote document and the WhatsApp text label them. */
export const INPUT_LABELS = {
  stepCount: 'Stufenanzahl',
  /** Concrete steps are clad one by one: the width of a step. */
  stepWidth: 'Stufenbreite',
  /** A renovated stair is measured as a whole: the width of the stair. */
  stairWidth: 'Treppenbreite',
  stepDepth: 'Stufentiefe',
  condition: 'Zustand',
} as const;
