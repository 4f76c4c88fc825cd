/**
 * The public forms as HTML first (docs/decisions.md, "Forms first"). Each is a `<form method="post">` with one of
 * these actions and the JSON API's field names. Alive, its island sends JSON in place (toasts, dialogs); without its
 * script (disabled, failed to load, remote down) the browser posts the form as application/x-www-form-urlencoded
 * and the API answers with a page of the site: the form again with German errors next to the fields and the
 * values kept (400), or 303 to the result, so a reload never sends twice.
 */
import { API } from './api/api-table';
import { type CalculationType } from './calculators';

/** The paths are the API table's form entries (written there once). */
export const FORM_ACTIONS = {
  /** stepCount, stepWidth, stepDepth → 303 to the calculation's result page. */
  concreteCalculation: API.concreteCalculationForm.path,
  /** stepCount, stepWidth, condition → 303 to the calculation's result page. */
  renovationCalculation: API.renovationCalculationForm.path,
  /** name, email, message. */
  contact: API.contactForm.path,
  /** calculationId (hidden), service, phone: the callback offer of a result. */
  phoneService: API.phoneServiceForm.path,
  /** calculationId (hidden), phone. */
  detailedQuote: API.detailedQuoteForm.path,
  /** calculationId (hidden), email, contactConsent (checkbox): the quote as a PDF by e-mail. */
  quoteEmail: API.quoteEmailForm.path,
  /** galleryNumber (hidden), customerName, customerEmail, customerPhone, requestedService, message. */
  galleryPriceCheck: API.galleryPriceCheckForm.path,
  /** subject, body: the 'E-Mail zu Blog' form of /upload. */
  blogFromEmail: API.blogFromEmailForm.path,
} as const;

/**
 * Every public form, spam-checked and counted: the forms above, and the order page ('Angebot annehmen', orders.ts),
 * whose form posts JSON with its script only until its no-script answer exists.
 */
export type PublicFormName = keyof typeof FORM_ACTIONS | 'order';

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
 * A further page of the blog's list (BLOG_LIMITS.pageSize articles each; page 1 is /blog) as a page of its own:
 * where 'Mehr Artikel anzeigen' leads without script. Alive, the list loads that page in place.
 */
export function blogListPagePath(page: number): string {
  return API.blogListPage.path.replace(':page', String(page));
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

/**
 * What a result page may say it received, as `?sent=`: a fixed word, never text from the visitor. Phone service and
 * detailed quote answer their post with 303 back to the result page with one of these.
 */
export const CALCULATION_FOLLOW_UPS = ['phone-service', 'detailed-quote'] as const;
export type CalculationFollowUp = (typeof CALCULATION_FOLLOW_UPS)[number];

/** The query parameter that carries a CalculationFollowUp. */
export const FORM_SENT_PARAM = 'sent';

/**
 * A stored calculation's result page (GET), where a calculator form's post leads (303): quote number, both options,
 * the quote document, WhatsApp and the two follow-up forms. With `sent`, it also says that follow-up was received.
 */
export function calculationResultPagePath(
  type: CalculationType,
  id: string,
  sent?: CalculationFollowUp,
): string {
  const path = `${CALCULATION_FORM_ACTIONS[type]}/${encodeURIComponent(id)}`;
  return sent ? `${path}?${FORM_SENT_PARAM}=${sent}` : path;
}

/** The thank-you pages (GET) the contact and blog forms' posts lead to (303). */
export const FORM_SENT_PAGES = {
  contact: `${FORM_ACTIONS.contact}/sent`,
  blogFromEmail: `${FORM_ACTIONS.blogFromEmail}/sent`,
} as const;

/** The thank-you page (GET) of an e-mailed quote, showing its share link (the token is the visitor's own). */
export function quoteEmailSentPagePath(token: string): string {
  return API.quoteEmailSentPage.path.replace(':token', encodeURIComponent(token));
}

/** The thank-you page (GET) of a gallery project's price check, naming the project. */
export function galleryPriceCheckSentPagePath(galleryNumber: string): string {
  return `${galleryPriceCheckPagePath(galleryNumber)}/sent`;
}
