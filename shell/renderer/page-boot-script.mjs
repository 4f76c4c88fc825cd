// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/* global window, document, addEventListener, removeEventListener, requestIdleCallback, Element, HTMLFormElement, HTMLButtonElement, HTMLAnchorElement, MouseEvent, KeyboardEvent -- it runs in the browser */
// The one inline script of a rendered page, opening its body. The page's Content-Security-Policy allows exactly
// this text by its hash (infra/gateway/security-headers.mjs; nginx carries the same hash, a test compares them).
import { PAGE_BOOT } from '@stairs/contracts';

/**
 * How long a form sent before its island is alive waits for it; then the browser posts it (the API answers with a
 * page): a phone that needs longer than this for the island's code is better served by the plain form.
 */
export const NATIVE_SEND_AFTER_MS = 8000;

/**
 * Runs in the browser (serialised with toString, so it may use nothing but its argument); docs/decisions.md, "What
 * is hydrated", says why each step.
 * 1. Sets the consent flag before the first paint: a returning visitor never sees the server HTML's banner.
 * 2. Loads the islands' scripts on the visitor's first sign of intent, not at load; prefetches them once the page
 *    has shown itself and the browser is idle, and the page's remote part's once the frame is alive.
 * 3. Tells the islands runtime which island the visitor reaches into (a tap, a focus, a key).
 * 4. Holds a tap on a button or an enhanced link, a form sent and a key on a slider of an island not alive yet, and
 *    replays them once it is; if it cannot come to life, the browser posts the form and follows the link. A form
 *    waits at most `nativeSendAfterMs` for its island.
 * 5. A choice on the cookie banner takes effect at the tap (stored, the banner hidden), replayed like any other.
 * @param {typeof BOOT_OPTIONS} options
 */
export function bootRenderedPage(options) {
  const root = document.documentElement;
  try {
    if (localStorage.getItem(options.consentKey)) root.setAttribute(options.consentStored, '');
  } catch {
    /* Storage blocked: the banner shows until hydration decides. */
  }
  const intents = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel', 'mousemove'];
  /** @type {HTMLElement[]} taps held until their island is alive (buttons, enhanced links) */
  const heldTaps = [];
  /** @type {HTMLFormElement[]} forms sent before their island was alive */
  const heldForms = [];
  /** @type {{ control: Element; key: string; shiftKey: boolean }[]} keys pressed on a slider before it was alive */
  const heldKeys = [];
  let loading = false;

  /** @param {Element} island */
  const fail = (island) => {
    island.setAttribute(options.islandFailed, '');
    island.dispatchEvent(new Event(options.islandFailedEvent, { bubbles: true }));
  };
  /* The islands' script itself failed: no island will come to life, every one stays the HTML it is. */
  const failAll = () => {
    for (const island of document.querySelectorAll(
      `${options.island}:not([${options.islandHydrated}]):not([${options.islandFailed}])`,
    ))
      fail(island);
  };
  const loadScripts = () => {
    for (const deferred of document.querySelectorAll(`script[type="${options.deferredType}"]`)) {
      const script = document.createElement('script');
      script.src = deferred.getAttribute('data-src') ?? '';
      script.async = false;
      script.onerror = failAll;
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
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
    )
      return prefetchIslands();
    new PerformanceObserver((_entries, observer) => {
      observer.disconnect();
      prefetchIslands();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  /* The remote part's scripts once the frame is alive, when the browser is idle: its demand island will need them. */
  document.addEventListener(options.pageHydratedEvent, () => whenIdle(prefetch('remote')), { once: true });

  /** @param {EventTarget | null} target @returns {Element | null} the island around it that is neither alive nor failed */
  const sleepingIsland = (target) =>
    target instanceof Element
      ? target.closest(`${options.island}:not([${options.islandHydrated}]):not([${options.islandFailed}])`)
      : null;
  /** @param {Element} island */
  const want = (island) => {
    loadApp();
    if (island.hasAttribute(options.islandWanted)) return;
    island.setAttribute(options.islandWanted, '');
    island.dispatchEvent(new Event(options.islandWantedEvent, { bubbles: true }));
  };
  /** @param {Element} element @param {boolean} pending */
  const showPending = (element, pending) => {
    if (pending) {
      element.setAttribute(options.tapPending, '');
      element.setAttribute('aria-busy', 'true');
    } else {
      element.removeAttribute(options.tapPending);
      element.removeAttribute('aria-busy');
    }
  };
  /** @param {HTMLFormElement} form the browser posts it, past every script (the API answers with a page) */
  const postNatively = (form) => HTMLFormElement.prototype.submit.call(form);
  /** @param {HTMLElement} element @returns {HTMLFormElement | null} the form a tap on it sends */
  const formSentBy = (element) =>
    element instanceof HTMLButtonElement && element.type === 'submit' ? element.form : null;
  /** @param {HTMLFormElement} form a form that is being sent waits for its island only so long */
  const sendNativelyLater = (form) =>
    setTimeout(() => {
      const heldForm = heldForms.indexOf(form);
      const tap = heldTaps.find((held) => formSentBy(held) === form);
      if ((heldForm < 0 && !tap) || !form.isConnected) return;
      if (heldForm >= 0) heldForms.splice(heldForm, 1);
      if (tap) {
        heldTaps.splice(heldTaps.indexOf(tap), 1);
        showPending(tap, false);
      }
      postNatively(form);
    }, options.nativeSendAfterMs);

  for (const type of ['pointerdown', 'touchstart', 'focusin', 'keydown']) {
    addEventListener(
      type,
      (event) => {
        const island = sleepingIsland(event.target);
        if (island) want(island);
      },
      { capture: true, passive: true },
    );
  }
  addEventListener(
    'click',
    (event) => {
      if (!(event instanceof MouseEvent) || event.button !== 0) return;
      /* A link opened in a new tab or window is the browser's, whatever the island does. */
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      const tapped = /** @type {HTMLElement | null} */ (
        target?.closest(`button, [role="button"], summary, a[${options.enhancedLink}]`) ?? null
      );
      const island = sleepingIsland(tapped);
      if (!tapped || !island) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const consentChoice = tapped.getAttribute(options.consentChoice);
      if (consentChoice) {
        try {
          localStorage.setItem(options.consentKey, consentChoice);
        } catch {
          /* Storage blocked: the replayed tap applies the choice for this page view. */
        }
        root.setAttribute(options.consentStored, '');
      }
      if (!heldTaps.includes(tapped)) {
        heldTaps.push(tapped);
        const form = formSentBy(tapped);
        if (form) sendNativelyLater(form);
      }
      showPending(tapped, true);
      want(island);
    },
    true,
  );
  /* A key on a slider (the before/after comparison) does nothing before its island is alive: held like a tap. Keys in
     fields are the browser's own (typing needs no script). */
  addEventListener(
    'keydown',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest('[role="slider"]') : null;
      const island = sleepingIsland(control);
      if (!control || !island) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      heldKeys.push({ control, key: event.key, shiftKey: event.shiftKey });
      want(island);
    },
    true,
  );
  addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      const island = sleepingIsland(form);
      if (!island || !(form instanceof HTMLFormElement)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!heldForms.includes(form)) {
        heldForms.push(form);
        sendNativelyLater(form);
      }
      want(island);
    },
    true,
  );
  /* Alive: the held taps and forms go to the island's own handlers, in the order the visitor made them. */
  document.addEventListener(options.islandHydratedEvent, (event) => {
    const island = /** @type {Element} */ (event.target);
    for (const tap of heldTaps.filter((held) => island.contains(held))) {
      heldTaps.splice(heldTaps.indexOf(tap), 1);
      showPending(tap, false);
      if (tap.isConnected) tap.click();
    }
    for (const form of heldForms.filter((held) => island.contains(held))) {
      heldForms.splice(heldForms.indexOf(form), 1);
      if (form.isConnected) form.requestSubmit();
    }
    for (const held of heldKeys.filter(({ control }) => island.contains(control))) {
      heldKeys.splice(heldKeys.indexOf(held), 1);
      const { key, shiftKey } = held;
      held.control.dispatchEvent(
        new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }),
      );
    }
  });
  /* Failed: what the HTML can do by itself happens (a form is posted, a link followed); a plain button's tap is lost
     (the islands runtime says so beside it). */
  document.addEventListener(options.islandFailedEvent, (event) => {
    const island = /** @type {Element} */ (event.target);
    for (const tap of heldTaps.filter((held) => island.contains(held))) {
      heldTaps.splice(heldTaps.indexOf(tap), 1);
      showPending(tap, false);
      const form = formSentBy(tap);
      if (form) postNatively(form);
      else if (tap instanceof HTMLAnchorElement) tap.click();
    }
    for (const form of heldForms.filter((held) => island.contains(held))) {
      heldForms.splice(heldForms.indexOf(form), 1);
      postNatively(form);
    }
  });
}

/** The boot script's options: the names it shares with the page and the islands runtime, and its wait. */
export const BOOT_OPTIONS = { ...PAGE_BOOT, nativeSendAfterMs: NATIVE_SEND_AFTER_MS };

/**
 * The script's text as it goes into the page: one line (the source has no line comments; every statement ends in ;).
 * @param {typeof BOOT_OPTIONS} options
 */
export function bootScriptText(options) {
  const source = bootRenderedPage.toString();
  if (/^\s*\/\//m.test(source)) throw new Error('bootRenderedPage: use /* */ comments, its lines are joined');
  return `(${source.replace(/\n\s*/g, '')})(${JSON.stringify(options)})`;
}

export const PAGE_BOOT_SCRIPT = bootScriptText(BOOT_OPTIONS);
