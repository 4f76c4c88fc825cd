/**
 * The public forms as HTML first (docs/decisions.md, "Forms first"). Each is a `<form method="post">` with one of
 * these actions and the JSON API's field names. Alive, its island sends JSON in place (toasts, dialogs); without its
 * script (disabled, failed to load, remote down) the browser posts the form as application/x-www-form-urlencoded
 * and the API answers with a page of the site: the form again with German errors next to the fields and the
 * values kept (400), or 303 to the result, so a reload never sends twice.
 */
import { type CalculationType } from './calculators';

const FORMS_BASE = '/api/forms';

export const FORM_ACTIONS = {
  /** stepCount, stepWidth, stepDepth → 303 to the calculation's result page. */
  concreteCalculation: `${FORMS_BASE}/concrete-calculation`,
  /** stepCount, stepWidth, condition → 303 to the calculation's result page. */
  renovationCalculation: `${FORMS_BASE}/renovation-calculation`,
  /** name, email, message. */
  contact: `${FORMS_BASE}/contact`,
  /** calculationId (hidden), service, phone: the callback offer of a result. */
  phoneService: `${FORMS_BASE}/phone-service`,
  /** calculationId (hidden), phone. */
  detailedQuote: `${FORMS_BASE}/detailed-quote`,
  /** galleryNumber (hidden), customerName, customerEmail, customerPhone, requestedService, message. */
  galleryPriceCheck: `${FORMS_BASE}/gallery-price-check`,
  /** subject, body: the 'E-Mail zu Blog' form of /upload. */
  blogFromEmail: `${FORMS_BASE}/blog-from-email`,
} as const;

export type PublicFormName = keyof typeof FORM_ACTIONS;

/** The calculator form of each calculation type. */
export const CALCULATION_FORM_ACTIONS: Record<CalculationType, string> = {
  concrete: FORM_ACTIONS.concreteCalculation,
  renovation: FORM_ACTIONS.renovationCalculation,
};

/**
 * A gallery project's price-check form as a page of its own: where a gallery card leads when the viewer cannot
 * open (no script). Alive, the card opens the viewer instead.
 */
export function galleryPriceCheckPagePath(galleryNumber: string): string {
  return `${FORM_ACTIONS.galleryPriceCheck}/${encodeURIComponent(galleryNumber)}`;
}

/**
 * The frame of the pages the API answers form posts with: the page renderer renders the site's frame (header,
 * footer, cookie banner, its stylesheet and islands) at `renderPath` into the pages folder as `file`, with these
 * two slots, which the API fills with the page's title and content (escaped HTML it made itself).
 */
export const FORM_PAGE_FRAME = {
  renderPath: '/__formularseite__',
  file: '_formularseite.html',
  titleSlot: '%%STAIRS_FORM_PAGE_TITLE%%',
  contentSlot: '%%STAIRS_FORM_PAGE_CONTENT%%',
} as const;
