// @ts-check
// Which paths are pages of the site: the home page and the routes the remotes own (packages/contracts). Any
// other path still gets the shell (it shows the 404 screen) but with the status 404, so search engines and
// monitoring see a missing page as missing.
import { REMOTE_ROUTES } from '@stairs/contracts';

/** @param {string} path `/blog/:slug` → a pattern for one path segment per parameter */
function routePattern(path) {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+');
  return new RegExp(`^${escaped}/?$`);
}

const PAGE_PATTERNS = [/^\/$/, ...REMOTE_ROUTES.map((route) => routePattern(route.path))];

/** @param {string} path */
export function isPagePath(path) {
  return PAGE_PATTERNS.some((pattern) => pattern.test(path));
}

/** The same rule for nginx: one regular expression of every page path (infra/production/nginx.conf). */
export function nginxPageLocation() {
  const alternatives = REMOTE_ROUTES.map((route) => route.path.slice(1).replace(/:[A-Za-z]\w*/g, '[^/]+'));
  return `^/(${alternatives.join('|')})?/?$`;
}

/**
 * Pages that exist only as their rendered HTML: an article (/blog/{slug}) is rendered when it is published, so
 * one without a rendered page is unknown or unpublished, and answers 404 (the shell then shows 'Artikel nicht
 * gefunden').
 */
export const RENDERED_ONLY_PATH = /^\/blog\/[^/]+\/?$/;

/** The same for nginx (infra/production/nginx.conf). */
export const NGINX_RENDERED_ONLY_LOCATION = '^/blog/[^/]+/?$';
