import {
  ANSWER_PAGE_LIST,
  ANSWER_PAGES,
  CALCULATION_RESULT_ROUTES,
  type CalculationFollowUp,
  calculationResultPagePath,
  type CalculationType,
  fillPath,
  FORMS_ON_PAGES,
  PAGES,
  PUBLIC_FORM_LIST,
  type PublicFormName,
  type QuoteEmailResult,
  quoteEmailSentPagePath,
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
  /** Posted fields only the pages use (not sent to the API, whose DTO would refuse them). */
  pageFields?: readonly string[];
}

/** A calculation's answer leads to its result page (the API's answer names the stored calculation's id). */
const resultPage =
  (type: CalculationType) =>
  (answer: unknown): string => {
    const id = (answer as { id?: unknown } | null)?.id;
    return calculationResultPagePath(type, typeof id === 'string' ? id : '');
  };

const CALCULATION_TYPES = Object.keys(CALCULATION_RESULT_ROUTES) as CalculationType[];

/** The result page a follow-up form is on (with `sent`, saying it was received): from the posted id and type. */
const followUpPage = (values: PostValues, sent?: CalculationFollowUp): string =>
  calculationResultPagePath(
    CALCULATION_TYPES.find((type) => type === values.calculationType) ?? 'concrete',
    values.calculationId ?? '',
    sent,
  );

/** A follow-up taken: its result page again, saying so. */
const followUpSent =
  (sent: CalculationFollowUp): FormPost['sentLocation'] =>
  (_answer, values) =>
    followUpPage(values, sent);

/**
 * The forms whose page or next page is not at their action: a calculator's post leads to its result; a result's
 * follow-ups are on the result page (the posted calculationId and calculationType name it) and the quote e-mail
 * leads to its thank-you page (the share token of the API's answer); a gallery project's price check is on the
 * project's page (the post names the project in its galleryNumber field).
 */
type OwnPages = Partial<Pick<FormPost, 'pagePath' | 'pageFields'>> & Pick<FormPost, 'sentLocation'>;

const PAGES_OF: Partial<Record<PublicFormName, OwnPages>> = {
  concreteCalculation: { sentLocation: resultPage('concrete') },
  renovationCalculation: { sentLocation: resultPage('renovation') },
  phoneService: {
    pagePath: (values) => followUpPage(values),
    sentLocation: followUpSent('phone-service'),
    pageFields: ['calculationType'],
  },
  // The DTO takes the calculation's type.
  detailedQuote: { pagePath: (values) => followUpPage(values), sentLocation: followUpSent('detailed-quote') },
  quoteEmail: {
    pagePath: (values) => followUpPage(values),
    sentLocation: (answer) =>
      quoteEmailSentPagePath(
        (answer as Partial<QuoteEmailResult> | null)?.sharePath?.split('/').at(-1) ?? '',
      ),
    pageFields: ['calculationType'],
  },
  galleryPriceCheck: {
    pagePath: (values) => fillPath(ANSWER_PAGES.galleryPriceCheck.path, values),
    sentLocation: (_answer, values) => fillPath(ANSWER_PAGES.galleryPriceCheckSent.path, values),
  },
};

/**
 * The forms' actions the page server answers (every public form's): the form's page is rendered
 * again with errors; a post the API took leads to the form's thank-you page, its result, or back to the page the
 * form is on (declared `page`, e.g. the order page at its share token), which then shows the answer.
 */
export const FORM_POSTS: readonly FormPost[] = PUBLIC_FORM_LIST.map((form) => {
  const own = PAGES_OF[form.name as PublicFormName];
  const onPage = form.page && PAGES[form.page].path;
  return {
    action: form.action,
    endpoint: form.json.path,
    pagePath: own?.pagePath ?? ((values) => fillPath(form.action, values)),
    sentLocation:
      own?.sentLocation ?? ((_answer, values) => fillPath(onPage || `${form.action}/sent`, values)),
    pageFields: own?.pageFields,
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
  ...PUBLIC_FORM_LIST.filter((form) => form.sentPage).map((form) => `${form.action}/sent`),
  ...ANSWER_PAGE_LIST.map((page) => page.path),
  ...FORMS_ON_PAGES.map(({ page }) => page.path),
].filter((path, index, all) => all.indexOf(path) === index && !ACTIONS.has(path));
