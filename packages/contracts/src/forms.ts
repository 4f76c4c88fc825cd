/**
 * The public forms as HTML first (docs/decisions.md, "Forms first"). Each is a `<form method="post">` with one of
 * these actions and the JSON API's field names. Alive, its island sends JSON in place (toasts, dialogs); without its
 * script (disabled, failed to load, remote down) the browser posts the form as application/x-www-form-urlencoded
 * and the site answers with a page: the form again with German errors next to the fields and the values kept
 * (400), or 303 to the result, so a reload never sends twice. The page server (shell/renderer/page-server.mjs)
 * answers every form with the site's own React pages; the API only answers JSON.
 */
import { FORMS_PATH, PUBLIC_FORM_LIST, PUBLIC_FORMS, type PublicFormName } from './api/public-forms';
import { type CalculationType } from './calculators';
import { PAGES, type RemotePage } from './pages';

/** Each public form's action (its declaration's, api/public-forms.ts). */
export const FORM_ACTIONS = Object.fromEntries(
  Object.values(PUBLIC_FORMS).map((form) => [form.name, form.action]),
) as Record<PublicFormName, string>;

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
  return BLOG_LIST_PAGE_ROUTE.replace(':page', String(page));
}

/** The blog list's further pages as a route pattern (the page server renders them). */
export const BLOG_LIST_PAGE_ROUTE = `${FORMS_PATH}/blog-articles/:page`;

/**
 * What a result page may say it received, as `?sent=`: a fixed word, never text from the visitor. Phone service and
 * detailed quote answer their post with 303 back to the result page with one of these.
 */
export const CALCULATION_FOLLOW_UPS = ['phone-service', 'detailed-quote'] as const;
export type CalculationFollowUp = (typeof CALCULATION_FOLLOW_UPS)[number];

/** The query parameter that carries a CalculationFollowUp. */
export const FORM_SENT_PARAM = 'sent';

type WithSentPage = {
  [K in PublicFormName]: (typeof PUBLIC_FORMS)[K]['sentPage'] extends true ? K : never;
}[PublicFormName];

/** The thank-you pages (GET) the posts of the forms declared with `sentPage` lead to (303). */
export const FORM_SENT_PAGES = Object.fromEntries(
  Object.values(PUBLIC_FORMS)
    .filter((form) => form.sentPage)
    .map((form) => [form.name, `${form.action}/sent`]),
) as Record<WithSentPage, string>;

/** The thank-you page of an e-mailed quote as a route pattern (the page server renders it). */
export const QUOTE_EMAIL_SENT_ROUTE = `${FORM_ACTIONS.quoteEmail}/sent/:token`;

/** The thank-you page (GET) of an e-mailed quote, showing its share link (the token is the visitor's own). */
export function quoteEmailSentPagePath(token: string): string {
  return QUOTE_EMAIL_SENT_ROUTE.replace(':token', encodeURIComponent(token));
}

/** The thank-you page (GET) of a gallery project's price check, naming the project. */
export function galleryPriceCheckSentPagePath(galleryNumber: string): string {
  return `${galleryPriceCheckPagePath(galleryNumber)}/sent`;
}

/**
 * What the page server answers a form post with, as the page's initial data (FORM_ANSWER_QUERY_KEY): the form
 * again with the visitor's values and each field's German message (400), or the API's refusal (403, 429, ...).
 * `action` is the form's (a page with several forms, the result page, shows it at the form that was sent).
 */
export type FormAnswer = { action: string } & (
  | { kind: 'invalid'; values: Record<string, string>; errors: Record<string, string>; message: string }
  | { kind: 'refused'; status: number; message: string }
);

/** The query key the page server puts the FormAnswer under: the page's dehydrated data carries it to hydration. */
export const FORM_ANSWER_QUERY_KEY = ['form-answer'] as const;

/**
 * The forms on a page of their own whose route has parameters (declared with `page`, e.g. 'Angebot annehmen' and
 * its share token): the page server renders that page on every request, and at the form's action (a pattern with
 * the same parameters) the same page with the post's answer.
 */
export const FORMS_ON_PAGES: readonly { action: string; page: RemotePage }[] = PUBLIC_FORM_LIST.flatMap(
  (form) => {
    const page = form.page && PAGES[form.page];
    return page && page.remote !== 'shell' ? [{ action: form.action, page }] : [];
  },
);
