// @ts-check
import { createHash } from 'node:crypto';
import { PAGE_BOOT_SCRIPT } from '../../shell/renderer/page-boot-script.mjs';
// The HTTP security headers of the site's HTML and static files, in one place: the local gateway sets them from
// here, and infra/production/nginx.conf carries the same values (a test compares the two).

/** The ad service's script and beacon hosts (Google Ads, loaded only after marketing consent). */
const AD_SCRIPT_HOSTS = ['https://www.googletagmanager.com'];
const AD_CONNECT_HOSTS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.google.com',
  'https://googleads.g.doubleclick.net',
  'https://www.googleadservices.com',
];

/** CSP source of a rendered page's boot script (shell/renderer), the only inline script of the site. */
export const PAGE_BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64')}'`;

/**
 * Content-Security-Policy of the HTML: scripts, styles and fetches only from the site itself, the remotes'
 * origins (from remotes.json; none when they are served by the site) and the ad service; images also from
 * https hosts (the gallery's configured image sources); no plugins, no framing by other sites, no <base> tricks.
 * `'unsafe-inline'` for styles only: Radix and the slider set style attributes. The one inline script, the
 * boot script of the rendered pages, is allowed by its hash; no other script runs inline.
 * @param {readonly string[]} remoteOrigins
 */
export function contentSecurityPolicy(remoteOrigins = []) {
  const remotes = [...new Set(remoteOrigins)];
  return [
    "default-src 'self'",
    `script-src 'self' ${PAGE_BOOT_SCRIPT_HASH} ${[...remotes, ...AD_SCRIPT_HOSTS].join(' ')}`,
    `style-src 'self' 'unsafe-inline' ${remotes.join(' ')}`.trim(),
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${[...remotes, ...AD_CONNECT_HOSTS].join(' ')}`,
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Headers of every response of the site (HTML, scripts, styles, manifests). */
export const COMMON_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * Headers of a rendered public page: the CSP, no framing by other sites (for browsers without frame-ancestors
 * too), and no powerful features the site does not use. No Cross-Origin-Opener-Policy: `same-origin` makes the
 * browser start a fresh renderer process for the visitor's landing navigation, which was most of a public page's
 * main-thread work in Lighthouse; a public page holds nothing of the visitor's for an opener to reach
 * (docs/decisions.md, "Security of the delivery").
 * @param {readonly string[]} remoteOrigins
 */
export function htmlSecurityHeaders(remoteOrigins = []) {
  return {
    ...COMMON_SECURITY_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy(remoteOrigins),
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()',
  };
}

/**
 * Headers of the shell's page (the admin screens, and a public page before it is first rendered): a rendered
 * page's, and a browsing context group of its own, so no cross-origin window that opened it, or that it opens,
 * holds a reference to the window with the operator's session.
 * @param {readonly string[]} remoteOrigins
 */
export function shellSecurityHeaders(remoteOrigins = []) {
  return { ...htmlSecurityHeaders(remoteOrigins), 'Cross-Origin-Opener-Policy': 'same-origin' };
}

/**
 * The origins of the remotes that remotes.json names with absolute URLs (a CDN); relative entries are the site.
 * @param {Record<string, unknown>} manifest
 */
export function remoteOriginsOf(manifest) {
  const origins = [];
  for (const entry of Object.values(manifest)) {
    if (typeof entry !== 'string') continue;
    try {
      const url = new URL(entry);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.push(url.origin);
    } catch {
      // A relative URL: served by the site itself.
    }
  }
  return origins;
}
