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
  ISLAND_ELEMENT,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_HYDRATED_EVENT,
  ISLAND_WANTED_ATTRIBUTE,
  ISLAND_WANTED_EVENT,
  PAGE_HYDRATED_EVENT,
  TAP_PENDING_ATTRIBUTE,
} from '@stairs/contracts';

/**
 * @typedef {{ consentKey: string; consentAttribute: string; deferredType: string; appScriptsId: string; pageHydratedEvent: string; tapPendingAttribute: string; island: string; islandHydrated: string; islandHydratedEvent: string; islandWanted: string; islandWantedEvent: string }} BootOptions
 */

/**
 * Runs in the browser (serialised with toString, so it may use nothing but its argument).
 * 1. Sets the consent flag before the first paint: a returning visitor never sees the server HTML's banner.
 * 2. Loads the islands' scripts on the visitor's first sign of intent, not at load: the HTML is the whole page,
 *    and evaluating React and hydrating on a weak phone blocks the main thread. Once the page has shown itself
 *    and the browser is idle, those scripts are prefetched (fetched at the lowest priority, not run), so the first
 *    tap waits for the CPU only; before, they would compete with the page's own content for a slow connection.
 *    Once the frame is alive, so are the scripts of the page's remote part, which its island will need.
 * 3. Tells the islands runtime which island the visitor reaches into (a tap, a focus, a key): an island that
 *    hydrates on demand (a form, a remote's part of the page) comes to life then.
 * 4. Holds taps on buttons of an island that is not alive yet and replays them once it is (a tap that wakes the
 *    page is not lost; the button shows it is busy meanwhile), keeps a form of such an island from being sent
 *    by the browser, and gives focus back to a field tapped while it could not take it.
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

  /** @param {'islands' | 'remote'} part @returns {() => void} prefetches that part of the page's script list */
  const prefetch = (part) => () => {
    const list = document.getElementById(options.appScriptsId);
    /** @type {Record<string, string[]>} */
    const scripts = list ? JSON.parse(list.textContent ?? '{}') : {};
    for (const href of scripts[part] ?? []) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      document.head.appendChild(link);
    }
  };
  /** @param {() => void} work */
  const whenIdle = (work) => {
    if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 2000 });
    else work();
  };
  /* The islands' script once the page has loaded and its largest paint is done, when the browser is idle (and the
     visitor has not acted yet): started before that paint (which can come after the load), the prefetch shared
     the connection with it (Lighthouse: 0.8 -> 1.2 s). */
  const prefetchIslands = () => whenIdle(() => loading || prefetch('islands')());
  addEventListener('load', () => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint'))
      return prefetchIslands();
    new PerformanceObserver((_entries, observer) => {
      observer.disconnect();
      prefetchIslands();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  /* The remote part's scripts once the frame is alive, when the browser is idle: its demand island will need them. */
  document.addEventListener(options.pageHydratedEvent, () => whenIdle(prefetch('remote')), { once: true });

  /** @param {EventTarget | null} target @returns {Element | null} the island around it that is not alive yet */
  const sleepingIsland = (target) =>
    target instanceof Element ? target.closest(`${options.island}:not([${options.islandHydrated}])`) : null;
  /** @param {Element} island */
  const want = (island) => {
    loadApp();
    if (island.hasAttribute(options.islandWanted)) return;
    island.setAttribute(options.islandWanted, '');
    island.dispatchEvent(new Event(options.islandWantedEvent, { bubbles: true }));
  };
  for (const type of ['pointerdown', 'touchstart', 'focusin', 'keydown']) {
    addEventListener(
      type,
      (event) => {
        const island = sleepingIsland(event.target);
        if (!island) return;
        want(island);
        const target = /** @type {Element} */ (event.target);
        if (type === 'pointerdown' && target.matches('input, select, textarea')) {
          tappedField = /** @type {HTMLElement} */ (target);
          tappedField.setAttribute(options.tapPendingAttribute, '');
        }
      },
      { capture: true, passive: true },
    );
  }
  addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest('button, [role="button"], summary') ?? null;
      const island = sleepingIsland(button);
      if (!button || !island) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!heldTaps.includes(button)) heldTaps.push(button);
      button.setAttribute(options.tapPendingAttribute, '');
      button.setAttribute('aria-busy', 'true');
      want(island);
    },
    true,
  );
  addEventListener(
    'submit',
    (event) => {
      const island = sleepingIsland(event.target);
      if (!island) return;
      event.preventDefault();
      want(island);
    },
    true,
  );
  document.addEventListener(options.islandHydratedEvent, (event) => {
    const island = /** @type {Element} */ (event.target);
    for (const button of heldTaps.filter((held) => island.contains(held))) {
      heldTaps.splice(heldTaps.indexOf(button), 1);
      button.removeAttribute(options.tapPendingAttribute);
      button.removeAttribute('aria-busy');
      if (button.isConnected && button instanceof HTMLElement) button.click();
    }
    /* A field tapped while it could not take input (read-only or disabled until now) gets the focus it asked for. */
    const field = /** @type {HTMLElement | null} */ (tappedField);
    if (!field || !island.contains(field)) return;
    tappedField = null;
    field.removeAttribute(options.tapPendingAttribute);
    const focused = document.activeElement;
    if (field.isConnected && field.matches(':enabled') && (!focused || focused.contains(field)))
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
  appScriptsId: APP_SCRIPTS_ELEMENT_ID,
  pageHydratedEvent: PAGE_HYDRATED_EVENT,
  tapPendingAttribute: TAP_PENDING_ATTRIBUTE,
  island: ISLAND_ELEMENT,
  islandHydrated: ISLAND_HYDRATED_ATTRIBUTE,
  islandHydratedEvent: ISLAND_HYDRATED_EVENT,
  islandWanted: ISLAND_WANTED_ATTRIBUTE,
  islandWantedEvent: ISLAND_WANTED_EVENT,
})})`;
