import {
  ANSWER_PAGE_LIST,
  ANSWER_PAGES,
  calculationResultPagePath,
  type CalculationType,
  fillPath,
  FORMS_ON_PAGES,
  PAGES,
  type PublicFormName,
  SITE_ANSWERED_FORMS,
} from '@stairs/contracts';

/** The values a form's pages are filled from: the posted fields and the action's route parameters. */
type PostValues = Readonly<Record<string, string>>;

/** A form the page server answers when it is sent without script (docs/decisions.md, "One UI for every path"). */
export interface FormPost {
  /** Its action as a route pattern (`:name` one segment: the JSON route's parameters, e.g. the share token). */
  action: string;
  /** The JSON endpoint its fields go to (the same as the island's), with the action's parameters. */
  endpoint: string;
  /** Where the form comes back with the visitor's values and its errors (or the refusal). */
  pagePath: (values: PostValues) => string;
  /** Where the browser goes (303) once the API took the post, from its answer and the values. */
  sentLocation: (answer: unknown, values: PostValues) => string;
}

/** A calculation's answer leads to its result page (the API's answer names the stored calculation's id). */
const resultPage =
  (type: CalculationType) =>
  (answer: unknown): string => {
    const id = (answer as { id?: unknown } | null)?.id;
    return calculationResultPagePath(type, typeof id === 'string' ? id : '');
  };

/**
 * The forms whose page or next page is not at their action: a calculator's post leads to its result; a gallery
 * project's price check is on the project's page (the post names the project in its galleryNumber field).
 */
const PAGES_OF: Partial<Record<PublicFormName, { page?: string; sentLocation: FormPost['sentLocation'] }>> = {
  concreteCalculation: { sentLocation: resultPage('concrete') },
  renovationCalculation: { sentLocation: resultPage('renovation') },
  galleryPriceCheck: {
    page: ANSWER_PAGES.galleryPriceCheck.path,
    sentLocation: (_answer, values) => fillPath(ANSWER_PAGES.galleryPriceCheckSent.path, values),
  },
};

/**
 * The forms' actions the page server answers (the forms declared `answeredBySite`): the form's page is rendered
 * again with errors; a post the API took leads to the form's thank-you page, its result, or back to the page the
 * form is on (declared `page`, e.g. the order page at its share token), which then shows the answer.
 */
export const FORM_POSTS: readonly FormPost[] = SITE_ANSWERED_FORMS.map((form) => {
  const own = PAGES_OF[form.name as PublicFormName];
  const onPage = form.page && PAGES[form.page].path;
  return {
    action: form.action,
    endpoint: form.json.path,
    pagePath: (values) => fillPath(own?.page ?? form.action, values),
    sentLocation:
      own?.sentLocation ?? ((_answer, values) => fillPath(onPage || `${form.action}/sent`, values)),
  };
});

const ACTIONS = new Set(FORM_POSTS.map((form) => form.action));

/**
 * The pages (GET) the page server renders, as route patterns (`:name` one segment): the forms' thank-you pages and
 * the answer pages (ANSWER_PAGE_LIST: results, a project's price check, the blog list's further pages, the pages
 * forms with route parameters are on). A form's own action is rendered only as the answer to its post. Every other
 * path under the forms' prefix is the API's.
 */
export const FORM_PAGES: readonly string[] = [
  ...SITE_ANSWERED_FORMS.filter((form) => form.sentPage).map((form) => `${form.action}/sent`),
  ...ANSWER_PAGE_LIST.map((page) => page.path),
  ...FORMS_ON_PAGES.map(({ page }) => page.path),
].filter((path, index, all) => all.indexOf(path) === index && !ACTIONS.has(path));
