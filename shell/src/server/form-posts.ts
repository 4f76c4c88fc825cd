import { ANSWER_PAGE_LIST, ANSWER_PAGES, type PublicFormName, SITE_ANSWERED_FORMS } from '@stairs/contracts';

/** A form the page server answers when it is sent without script (docs/decisions.md, "One UI for every path"). */
export interface FormPost {
  /** The JSON endpoint its fields go to (the same as the island's). */
  endpoint: string;
  /** Where the form comes back with the visitor's values and its errors (or the refusal), from the fields sent. */
  pagePath: (values: Readonly<Record<string, string>>) => string;
  /** Where the browser goes (303) once the API took the post, from its answer and the fields sent. */
  sentLocation: (answer: unknown, values: Readonly<Record<string, string>>) => string;
}

/** A page pattern with its parameters filled from the posted fields of the same names. */
const fill = (pattern: string, values: Readonly<Record<string, string>>): string =>
  pattern.replace(/:([A-Za-z]\w*)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));

/**
 * The forms whose page and thank-you page are not at their action: a gallery project's price check is on the
 * project's page (the post names the project in its galleryNumber field).
 */
const PAGES_OF: Partial<Record<PublicFormName, { page: string; sent: string }>> = {
  galleryPriceCheck: {
    page: ANSWER_PAGES.galleryPriceCheck.path,
    sent: ANSWER_PAGES.galleryPriceCheckSent.path,
  },
};

/**
 * The forms' actions the page server answers, by path (the forms declared `answeredBySite`): the form's page is
 * rendered again with errors; a post the API took leads to the form's thank-you page.
 */
export const FORM_POSTS: Readonly<Record<string, FormPost>> = Object.fromEntries(
  // A form whose JSON route has parameters (the order page's share token) is not answered here yet.
  SITE_ANSWERED_FORMS.filter((form) => !form.json.path.includes('/:')).map((form) => {
    const pages = PAGES_OF[form.name as PublicFormName] ?? { page: form.action, sent: `${form.action}/sent` };
    return [
      form.action,
      {
        endpoint: form.json.path,
        pagePath: (values) => fill(pages.page, values),
        sentLocation: (_answer, values) => fill(pages.sent, values),
      },
    ];
  }),
);

/**
 * The pages (GET) the page server renders, as route patterns (`:name` one segment): the forms' thank-you pages and
 * the remotes' answer pages (a form's own action is rendered only as the answer to its post). Every other path
 * under the forms' prefix is still the API's.
 */
export const FORM_PAGES: readonly string[] = [
  ...SITE_ANSWERED_FORMS.filter((form) => form.sentPage).map((form) => `${form.action}/sent`),
  ...ANSWER_PAGE_LIST.map((page) => page.path),
].filter((path, index, all) => all.indexOf(path) === index && !FORM_POSTS[path]);
