/**
 * The pages the page server renders with a remote's module for a form sent without script (docs/decisions.md,
 * "One UI for every path"): a calculator's form again, a calculation's result page, a project's price check, the
 * blog list's further pages, an e-mailed quote's thank-you page. A module of its own: a top-level list is kept in every bundle of a module that is
 * imported, and only the shell and the calculators need these.
 */
import { type CalculationType } from './calculators';
import {
  BLOG_LIST_PAGE_ROUTE,
  CALCULATION_FORM_ACTIONS,
  type CalculationFollowUp,
  FORM_ACTIONS,
  FORM_SENT_PARAM,
  FORMS_ON_PAGES,
  QUOTE_EMAIL_SENT_ROUTE,
} from './forms';
import { PAGES } from './pages';
import { type RemoteName } from './remotes';

/** A stored calculation's result page as a route pattern (`:id` its id): the page server renders it. */
export const CALCULATION_RESULT_ROUTES: Record<CalculationType, string> = {
  concrete: `${CALCULATION_FORM_ACTIONS.concrete}/:id`,
  renovation: `${CALCULATION_FORM_ACTIONS.renovation}/:id`,
};

/**
 * A stored calculation's result page (GET), where a calculator form's post leads (303): quote number, both options,
 * the quote document, WhatsApp and the follow-up forms. With `sent`, it also says that follow-up was received.
 */
export function calculationResultPagePath(
  type: CalculationType,
  id: string,
  sent?: CalculationFollowUp,
): string {
  const path = CALCULATION_RESULT_ROUTES[type].replace(':id', encodeURIComponent(id));
  return sent ? `${path}?${FORM_SENT_PARAM}=${sent}` : path;
}

/** A page the page server renders when it is asked for (never ahead of time, never indexed): a remote's module. */
export interface AnswerPage {
  /** Under FORMS_PATH (the gateway sends these paths to the page server); `:name` is one segment. */
  path: string;
  remote: RemoteName;
  /** The module the remote exposes for it (as a page record's). */
  module: string;
}

/**
 * The remotes' pages that answer a form sent without script or follow it, and the blog list's further pages, each
 * declared once: the shell's routes, the remotes' exposes and the page server's GET paths follow from it. A form's
 * page with a parameter gets it from the posted field of the same name (galleryNumber).
 */
export const ANSWER_PAGES = {
  // A calculator's page again (the visitor's values and each field's message), and a stored calculation's result.
  concreteCalculation: {
    path: CALCULATION_FORM_ACTIONS.concrete,
    remote: 'calculators',
    module: PAGES.concreteCalculator.module,
  },
  renovationCalculation: {
    path: CALCULATION_FORM_ACTIONS.renovation,
    remote: 'calculators',
    module: PAGES.renovationCalculator.module,
  },
  concreteResult: {
    path: CALCULATION_RESULT_ROUTES.concrete,
    remote: 'calculators',
    module: 'CalculationResultPage',
  },
  renovationResult: {
    path: CALCULATION_RESULT_ROUTES.renovation,
    remote: 'calculators',
    module: 'CalculationResultPage',
  },
  // An e-mailed quote's thank-you page: its share link and 'Angebot annehmen'.
  quoteEmailSent: { path: QUOTE_EMAIL_SENT_ROUTE, remote: 'calculators', module: 'QuoteEmailSentPage' },
  galleryPriceCheck: {
    path: `${FORM_ACTIONS.galleryPriceCheck}/:galleryNumber`,
    remote: 'gallery',
    module: 'PriceCheckPage',
  },
  galleryPriceCheckSent: {
    path: `${FORM_ACTIONS.galleryPriceCheck}/:galleryNumber/sent`,
    remote: 'gallery',
    module: 'PriceCheckSentPage',
  },
  // The upload page again, its e-mail form with the visitor's text and the messages.
  blogFromEmail: { path: FORM_ACTIONS.blogFromEmail, remote: 'blog', module: 'BlogUploadPage' },
  blogFromEmailSent: {
    path: `${FORM_ACTIONS.blogFromEmail}/sent`,
    remote: 'blog',
    module: 'EmailToBlogSentPage',
  },
  // The list's own page, from page 2 on (blogListPagePath).
  blogList: { path: BLOG_LIST_PAGE_ROUTE, remote: 'blog', module: 'BlogListPage' },
} as const satisfies Record<string, AnswerPage>;

/** Every answer page: ANSWER_PAGES, and at the action of a form on a page of its own, that page with the answer. */
export const ANSWER_PAGE_LIST: readonly AnswerPage[] = [
  ...Object.values(ANSWER_PAGES),
  ...FORMS_ON_PAGES.map(({ action, page }) => ({ path: action, remote: page.remote, module: page.module })),
];
