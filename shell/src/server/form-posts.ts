import {
  ANSWER_PAGE_LIST,
  CALCULATION_RESULT_ROUTES,
  type CalculationFollowUp,
  calculationResultPagePath,
  type CalculationType,
  fillPath,
  FORMS_ON_PAGES,
  galleryPriceCheckPagePath,
  galleryPriceCheckSentPagePath,
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
  /** The JSON endpoint its fields go to (the island's), with the action's parameters. */
  endpoint: string;
  /** Where the form comes back with the values and errors or the refusal; undefined: the values name none. */
  pagePath: (values: PostValues) => string | undefined;
  /** Where the browser goes (303) once the API took the post, from its answer and the values. */
  sentLocation: (answer: unknown, values: PostValues) => string;
  /** Posted fields only the pages use (not sent to the API, whose DTO would refuse them). */
  pageFields?: readonly string[];
}

/** The result page of the posted calculation (id and type; `sent`: saying that follow-up was received). */
const resultPageOf = (values: PostValues, sent?: CalculationFollowUp): string => {
  const type = values.calculationType ?? '';
  const known = Object.hasOwn(CALCULATION_RESULT_ROUTES, type) ? (type as CalculationType) : 'concrete';
  return calculationResultPagePath(known, values.calculationId ?? '', sent);
};

/** A calculation leads to its result page, named by the stored calculation's id in the API's answer. */
const calculationSent = (type: CalculationType) => (answer: unknown) =>
  calculationResultPagePath(type, (answer as { id?: string } | null)?.id ?? '');

/** A result's follow-up comes back on that result page and leads back to it saying so (`sent`). */
const followUp = (sent?: CalculationFollowUp, pageFields?: readonly string[]): Partial<FormPost> => ({
  pagePath: (values) => (values.calculationId ? resultPageOf(values) : undefined),
  sentLocation: (_answer, values) => resultPageOf(values, sent),
  pageFields,
});

/** The forms whose page or next page is not at their action (docs/decisions.md, "One UI for every path"). */
const PAGES_OF: Partial<Record<PublicFormName, Partial<FormPost>>> = {
  concreteCalculation: { sentLocation: calculationSent('concrete') },
  renovationCalculation: { sentLocation: calculationSent('renovation') },
  // The type is the page's only where the DTO has no such field.
  phoneService: followUp('phone-service', ['calculationType']),
  detailedQuote: followUp('detailed-quote'),
  // Its thank-you page is named by the share token of the API's answer.
  quoteEmail: {
    ...followUp(undefined, ['calculationType']),
    sentLocation: (answer) =>
      quoteEmailSentPagePath(
        (answer as Partial<QuoteEmailResult> | null)?.sharePath?.split('/').at(-1) ?? '',
      ),
  },
  // On the project's page, which the posted galleryNumber names.
  galleryPriceCheck: {
    pagePath: ({ galleryNumber }) => (galleryNumber ? galleryPriceCheckPagePath(galleryNumber) : undefined),
    sentLocation: (_answer, { galleryNumber = '' }) => galleryPriceCheckSentPagePath(galleryNumber),
  },
};

/** Every public form's post: by default back at its action, then to its thank-you page or its `page`. */
export const FORM_POSTS: readonly FormPost[] = PUBLIC_FORM_LIST.map((form) => {
  const onPage = form.page && PAGES[form.page].path;
  return {
    action: form.action,
    endpoint: form.json.path,
    pagePath: (values) => fillPath(form.action, values),
    sentLocation: (_answer, values) => fillPath(onPage || `${form.action}/sent`, values),
    ...PAGES_OF[form.name as PublicFormName],
  };
});

const ACTIONS = new Set(FORM_POSTS.map((form) => form.action));

/** The pages (GET) the page server renders, as route patterns; a form's action only as the answer to its post. */
export const FORM_PAGES: readonly string[] = [
  ...PUBLIC_FORM_LIST.filter((form) => form.sentPage).map((form) => `${form.action}/sent`),
  ...ANSWER_PAGE_LIST.map((page) => page.path),
  ...FORMS_ON_PAGES.map(({ page }) => page.path),
].filter((path, index, all) => all.indexOf(path) === index && !ACTIONS.has(path));
