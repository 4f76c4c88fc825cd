/**
 * One name for each thing the visitor, the operator and the documents talk about. The pages, the quote
 * document, the admin and the operator e-mails all read these; a word changed here changes everywhere.
 * Names follow the product description (docs/product): where it uses two words for one thing, the page's own
 * heading wins.
 */
import { type CalculationType } from './calculators';
import { type ConversionKind, type TrendKind } from './leads';
import { type ConcretePrices, type RenovationPrices } from './pricing';
import { PAGES } from './pages';

/** Pages as the navigation, the footer and links name them: their records' names. */
export const PAGE_NAMES = {
  home: PAGES.home.name,
  concreteCalculator: PAGES.concreteCalculator.name,
  renovationCalculator: PAGES.renovationCalculator.name,
  gallery: PAGES.gallery.name,
  references: PAGES.references.name,
  blog: PAGES.blog.name,
} as const;

/** The home page's sections as links name them (header, side menu, footer). */
export const HOME_SECTION_LABELS = { services: 'Services', contact: 'Kontakt' } as const;

/** The two calculators by their calculation type. */
export const CALCULATION_TYPE_LABELS: Record<CalculationType, string> = {
  concrete: PAGE_NAMES.concreteCalculator,
  renovation: PAGE_NAMES.renovationCalculator,
};

/**
 * The three kinds of lead, one and many, as the admin's tabs name them (docs/product.md §2: 'Kontaktanfragen',
 * 'Telefonnummern', 'Preisprüfung'): the tabs, lists, conversion counts, trend, outboxes, the operator's e-mails
 * and the personal-data panel all say these (docs/decisions.md, "One name per lead").
 */
export const LEAD_NAMES = {
  contactMessage: { one: 'Kontaktanfrage', many: 'Kontaktanfragen' },
  phoneLead: { one: 'Telefonnummer', many: 'Telefonnummern' },
  quoteRequest: { one: 'Preisprüfung', many: 'Preisprüfungen' },
} as const;

/** What an accepted quote is called, one and many. */
export const ORDER_NAMES = { one: 'Auftrag', many: 'Aufträge' } as const;

/** What one person across the channels is called (src/customers), one and many. */
export const CUSTOMER_NAMES = { one: 'Kunde', many: 'Kunden' } as const;

/** What the admin's conversion counts and trend chart count, by conversion kind. */
export const CONVERSION_KIND_LABELS: Record<ConversionKind, string> = {
  concrete: 'Betonstufen-Kalkulationen',
  renovation: 'Renovierungs-Kalkulationen',
  contact: LEAD_NAMES.contactMessage.many,
  phone: LEAD_NAMES.phoneLead.many,
};

/** The trend's lines: the conversion kinds and the quote requests. */
export const TREND_KIND_LABELS: Record<TrendKind, string> = {
  ...CONVERSION_KIND_LABELS,
  quoteRequest: LEAD_NAMES.quoteRequest.many,
  order: ORDER_NAMES.many,
};

/** The trend table's column heads on a phone, where the full names make it wider than the screen (390 px). */
export const TREND_KIND_SHORT_LABELS: Record<TrendKind, string> = {
  concrete: 'Beton',
  renovation: 'Renov.',
  contact: 'Kontakt',
  phone: 'Telefon',
  quoteRequest: 'Prüfung',
  order: ORDER_NAMES.one,
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
