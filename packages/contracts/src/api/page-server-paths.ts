/**
 * The addresses the page server answers (docs/decisions.md, "One UI for every path"): the public forms' posts sent
 * without script and the pages that follow them. They keep the addresses the API's own form pages had, under
 * `/api/forms/`, which the gateway and nginx send to the page server (it sends on what it does not answer).
 */
export const FORMS_PATH_PREFIX = '/api/forms/';

export const PAGE_SERVER_PATHS = {
  contactForm: `${FORMS_PATH_PREFIX}contact`,
  contactSentPage: `${FORMS_PATH_PREFIX}contact/sent`,
} as const;
