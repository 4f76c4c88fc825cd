import {
  calculationResultPagePath,
  CALCULATION_RESULT_ROUTES,
  type CalculationType,
  fillPath,
  FORMS_ON_PAGES,
  PAGES,
  type PublicFormName,
  SITE_ANSWERED_FORMS,
} from '@stairs/contracts';

/** A form the page server answers when it is sent without script (docs/decisions.md, "One UI for every path"). */
export interface FormPost {
  /** Its action as a route pattern (`:name` one segment: the JSON route's parameters, e.g. the share token). */
  action: string;
  /** The JSON endpoint its fields go to (the same as the island's), with the action's parameters. */
  endpoint: string;
  /** Where the browser goes (303) once the API took the post, from the API's answer and the action's parameters. */
  sentLocation: (answer: unknown, params: Readonly<Record<string, string>>) => string;
}

const sentPage = (action: string): string => `${action}/sent`;

/** A calculation's answer leads to its result page (the API's answer names the stored calculation's id). */
const resultPage =
  (type: CalculationType) =>
  (answer: unknown): string => {
    const id = (answer as { id?: unknown } | null)?.id;
    return calculationResultPagePath(type, typeof id === 'string' ? id : '');
  };

/** Where a form's post leads that does not lead to its thank-you page. */
const SENT_LOCATIONS: Partial<Record<PublicFormName, FormPost['sentLocation']>> = {
  concreteCalculation: resultPage('concrete'),
  renovationCalculation: resultPage('renovation'),
};

/**
 * The forms' actions the page server answers (the forms declared `answeredBySite`): the page at the action's path
 * is the form again with errors; a post the API took leads to the form's thank-you page, its result, or back to the
 * page the form is on (declared `page`), which then shows the answer.
 */
export const FORM_POSTS: readonly FormPost[] = SITE_ANSWERED_FORMS.map((form) => {
  const page = form.page && PAGES[form.page].path;
  return {
    action: form.action,
    endpoint: form.json.path,
    sentLocation:
      SENT_LOCATIONS[form.name as PublicFormName] ??
      ((_answer, params) => (page ? fillPath(page, params) : sentPage(form.action))),
  };
});

/**
 * The pages (GET) the page server renders, as route patterns (`:name` one segment): those that follow a sent form
 * and the pages forms are on whose route has parameters. Every other path under the forms' prefix is the API's.
 */
export const FORM_PAGES: readonly string[] = [
  ...SITE_ANSWERED_FORMS.filter((form) => form.sentPage).map((form) => sentPage(form.action)),
  ...FORMS_ON_PAGES.map(({ page }) => page.path),
  ...Object.values(CALCULATION_RESULT_ROUTES),
];
