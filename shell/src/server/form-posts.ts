import { API, FORM_ACTIONS, FORM_SENT_PAGES } from '@stairs/contracts';

/** A form the page server answers when it is sent without script (docs/decisions.md, "One UI for every path"). */
export interface FormPost {
  /** The JSON endpoint its fields go to (the same as the island's). */
  endpoint: string;
  /** Where the browser goes (303) once the API took the post, from the API's answer. */
  sentLocation: (answer: unknown) => string;
}

/** The forms' actions the page server answers, by path: the page at that path is the form again with errors. */
export const FORM_POSTS: Readonly<Record<string, FormPost>> = {
  [FORM_ACTIONS.contact]: { endpoint: API.contact.path, sentLocation: () => FORM_SENT_PAGES.contact },
};

/**
 * The pages (GET) that follow a sent form, as route patterns (`:name` one segment): the page server renders them.
 * Every other path under the forms' prefix is still the API's.
 */
export const FORM_PAGES: readonly string[] = [FORM_SENT_PAGES.contact];
