// @ts-check
// Which paths are pages of the site: the paths of the page record (packages/contracts/src/pages.ts). Any other
// path still gets the shell (it shows the 404 screen) but with the status 404, so search engines and monitoring
// see a missing page as missing. nginx gets the same rules (infra/production/nginx-conf.mjs).
import { FORMS_ON_PAGES, PAGE_RECORDS, hasPathParams } from '@stairs/contracts';

/** @param {string} path `/blog/:slug` → `blog/[^/]+`: a regular expression, one path segment per parameter */
function pathSource(path) {
  return path
    .slice(1)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:[A-Za-z]\w*/g, '[^/]+');
}

/** Every page but the home page, which the locations' optional group stands for. */
const SUB_PAGES = PAGE_RECORDS.filter((page) => page.path !== '/').map((page) => pathSource(page.path));

const PAGE_PATTERNS = [/^\/$/, ...SUB_PAGES.map((source) => new RegExp(`^/${source}/?$`))];

/** @param {string} path */
export function isPagePath(path) {
  return PAGE_PATTERNS.some((pattern) => pattern.test(path));
}

/** The same rule for nginx: one regular expression of every page path. */
export function nginxPageLocation() {
  return `^/(${SUB_PAGES.join('|')})?/?$`;
}

/**
 * Pages that exist only as their rendered HTML: a rendered page with a parameter (/blog/{slug}) is rendered when
 * its item is published, so one without a rendered page is unknown or unpublished, and answers 404 (the shell
 * then shows 'Artikel nicht gefunden').
 */
const RENDERED_ONLY = PAGE_RECORDS.filter((page) => page.rendered && hasPathParams(page.path)).map((page) =>
  pathSource(page.path),
);

/** The same for nginx. */
export function nginxRenderedOnlyLocation() {
  return `^/(${RENDERED_ONLY.join('|')})/?$`;
}

export const RENDERED_ONLY_PATH = new RegExp(nginxRenderedOnlyLocation());

/** The pages forms are on whose route has parameters (the order page): the page server renders them per request. */
const FORM_PAGES = FORMS_ON_PAGES.map(({ page }) => pathSource(page.path));

/** The same for nginx. */
export function nginxFormPageLocation() {
  return `^/(${FORM_PAGES.join('|')})/?$`;
}

export const FORM_PAGE_PATH = new RegExp(nginxFormPageLocation());
