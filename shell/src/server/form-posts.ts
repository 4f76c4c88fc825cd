import {
  calculationResultPagePath,
  CALCULATION_RESULT_ROUTES,
  type CalculationType,
  type PublicFormName,
  SITE_ANSWERED_FORMS,
} from '@stairs/contracts';

/** A form the page server answers when it is sent without script (docs/decisions.md, "One UI for every path"). */
export interface FormPost {
  /** The JSON endpoint its fields go to (the same as the island's). */
  endpoint: string;
  /** Where the browser goes (303) once the API took the post, from the API's answer. */
  sentLocation: (answer: unknown) => string;
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
 * The forms' actions the page server answers, by path (the forms declared `answeredBySite`): the page at that path
 * is the form again with errors; a post the API took leads to the form's thank-you page or its result.
 */
export const FORM_POSTS: Readonly<Record<string, FormPost>> = Object.fromEntries(
  // A form whose JSON route has parameters (the order page's share token) is not answered here yet.
  SITE_ANSWERED_FORMS.filter((form) => !form.json.path.includes('/:')).map((form) => [
    form.action,
    {
      endpoint: form.json.path,
      sentLocation: SENT_LOCATIONS[form.name as PublicFormName] ?? ((): string => sentPage(form.action)),
    },
  ]),
);

/**
 * The pages (GET) that follow a sent form, as route patterns (`:name` one segment): the page server renders them.
 * Every other path under the forms' prefix is still the API's.
 */
export const FORM_PAGES: readonly string[] = [
  ...SITE_ANSWERED_FORMS.filter((form) => form.sentPage).map((form) => sentPage(form.action)),
  ...Object.values(CALCULATION_RESULT_ROUTES),
];
