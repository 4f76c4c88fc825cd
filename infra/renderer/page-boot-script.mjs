// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/* global window, document, addEventListener, removeEventListener, requestIdleCallback, Element, HTMLElement -- it runs in the browser */
// The one inline script of a rendered page, first in its head. The page's Content-Security-Policy allows exactly
// this text by its hash (infra/gateway/security-headers.mjs; nginx carries the same hash, a test compares them).
import {
  APP_SCRIPTS_ELEMENT_ID,
  CONSENT_STORED_ATTRIBUTE,
  COOKIE_CONSENT_STORAGE_KEY,
  DEFERRED_SCRIPT_TYPE,
  PAGE_HYDRATED_EVENT,
  TAP_PENDING_ATTRIBUTE,
} from '@stairs/contracts';

/**
 * @typedef {{ consentKey: string; consentAttribute: string; deferredType: string; hydratedEvent: string; tapPendingAttribute: string; appScriptsId: string }} BootOptions
 */

/**
 * Runs in the browser (serialised with toString, so it may use nothing but its argument).
 * 1. Sets the consent flag before the first paint: a returning visitor never sees the server HTML's banner.
 * 2. Loads the app's scripts on the visitor's first sign of intent, not at load: the HTML is the whole page, and
 *    evaluating React and hydrating it on a weak phone blocks the main thread for about a second.
 *    Once the page has loaded and the browser is idle, those scripts are prefetched (fetched at the lowest
 *    priority, not run), so the first tap waits for the CPU only; before the load they would compete with the
 *    page's own content for a slow connection.
 * 3. Holds taps on buttons that arrive before the page is hydrated and replays them afterwards (a tap that
 *    loads the app is not lost; the button shows it is busy meanwhile), and gives focus back to a form field
 *    tapped while the form was disabled.
 * @param {BootOptions} options
 */
function bootRenderedPage(options) {
  const root = document.documentElement;
  try {
    if (localStorage.getItem(options.consentKey)) root.setAttribute(options.consentAttribute, '');
  } catch {
    /* Storage blocked: the banner shows until hydration decides. */
  }
  const intents = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel', 'mousemove'];
  /** @type {Element[]} */
  const heldTaps = [];
  /** @type {HTMLElement | null} */
  let tappedField = null;
  let loading = false;
  let hydrated = false;

  const loadScripts = () => {
    for (const deferred of document.querySelectorAll(`script[type="${options.deferredType}"]`)) {
      const script = document.createElement('script');
      script.src = deferred.getAttribute('data-src') ?? '';
      script.async = false;
      document.head.appendChild(script);
    }
  };
  const loadApp = () => {
    if (loading) return;
    loading = true;
    for (const type of intents) removeEventListener(type, loadApp, true);
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', loadScripts);
    else loadScripts();
  };
  for (const type of intents) addEventListener(type, loadApp, { capture: true, passive: true });

  const prefetchScripts = () => {
    if (loading) return;
    const list = document.getElementById(options.appScriptsId);
    /** @type {string[]} */
    const hrefs = list ? JSON.parse(list.textContent ?? '[]') : [];
    for (const href of hrefs) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      document.head.appendChild(link);
    }
  };
  addEventListener('load', () => {
    if ('requestIdleCallback' in window) requestIdleCallback(prefetchScripts, { timeout: 2000 });
    else setTimeout(prefetchScripts, 200);
  });

  addEventListener(
    'pointerdown',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!hydrated && target?.matches('input, select, textarea'))
        tappedField = /** @type {HTMLElement} */ (target);
    },
    true,
  );
  addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest('button, [role="button"], summary');
      if (hydrated || !button) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!heldTaps.includes(button)) heldTaps.push(button);
      button.setAttribute(options.tapPendingAttribute, '');
      button.setAttribute('aria-busy', 'true');
      loadApp();
    },
    true,
  );
  document.addEventListener(options.hydratedEvent, () => {
    if (hydrated) return;
    hydrated = true;
    for (const button of heldTaps.splice(0)) {
      button.removeAttribute(options.tapPendingAttribute);
      button.removeAttribute('aria-busy');
      if (button.isConnected && button instanceof HTMLElement) button.click();
    }
    /* A tap on a disabled field left focus on the page or on a container of the field: it goes to the field. */
    const field = /** @type {HTMLElement | null} */ (tappedField);
    const focused = document.activeElement;
    if (field?.isConnected && field.matches(':enabled') && (!focused || focused.contains(field)))
      field.focus();
  });
}

/** The script's text as it goes into the page: one line (the source has no line comments; every statement ends in ;). */
const source = bootRenderedPage.toString();
if (/^\s*\/\//m.test(source)) throw new Error('bootRenderedPage: use /* */ comments, its lines are joined');
export const PAGE_BOOT_SCRIPT = `(${source.replace(/\n\s*/g, '')})(${JSON.stringify({
  consentKey: COOKIE_CONSENT_STORAGE_KEY,
  consentAttribute: CONSENT_STORED_ATTRIBUTE,
  deferredType: DEFERRED_SCRIPT_TYPE,
  hydratedEvent: PAGE_HYDRATED_EVENT,
  tapPendingAttribute: TAP_PENDING_ATTRIBUTE,
  appScriptsId: APP_SCRIPTS_ELEMENT_ID,
})})`;
