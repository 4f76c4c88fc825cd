// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/* global window, document, addEventListener, removeEventListener, requestIdleCallback, Element, HTMLFormElement, HTMLButtonElement, HTMLAnchorElement, MouseEvent, KeyboardEvent -- it runs in the browser */
// The one inline script of a rendered page, opening its body. The page's Content-Security-Policy allows exactly
// this text by its hash (infra/gateway/security-headers.mjs; nginx carries the same hash, a test compares them).
import { PAGE_BOOT } from '@stairs/contracts';

/** @typedef {{ target: HTMLElement; form: HTMLFormElement | null; replay: () => void }} HeldAct */

/**
 * Runs in the browser, serialised with toString: it uses nothing but its argument, and no line comments (its lines
 * are joined). What it does and why: docs/decisions.md, "What is hydrated" (first intent, prefetches, held acts).
 * @param {typeof BOOT_OPTIONS} options
 */
export function bootRenderedPage(options) {
  const root = document.documentElement;
  try {
    if (localStorage.getItem(options.consentKey)) root.setAttribute(options.consentStored, '');
  } catch {
    /* Storage blocked: the banner shows until hydration decides. */
  }
  const sleeping = `${options.island}:not([${options.islandHydrated}]):not([${options.islandFailed}])`;
  const reaches = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
  const intents = [...reaches, 'scroll', 'wheel', 'mousemove'];
  const passive = { capture: true, passive: true };
  /** @type {HeldAct[]} */
  let held = [];
  let loading = false;
  /* The islands' script failed: every island stays the HTML it is. */
  const onerror = () => {
    for (const island of document.querySelectorAll(sleeping)) {
      island.setAttribute(options.islandFailed, '');
      island.dispatchEvent(new Event(options.islandFailedEvent, { bubbles: true }));
    }
  };
  const loadScripts = () => {
    for (const deferred of document.querySelectorAll(`script[type="${options.deferredType}"]`)) {
      const script = { src: deferred.getAttribute('data-src') ?? '', async: false, onerror };
      document.head.appendChild(Object.assign(document.createElement('script'), script));
    }
  };
  const loadApp = () => {
    if (loading) return;
    loading = true;
    for (const type of intents) removeEventListener(type, loadApp, true);
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', loadScripts);
    else loadScripts();
  };
  for (const type of intents) addEventListener(type, loadApp, passive);

  /** @param {'islands' | 'remote'} part prefetches the page's scripts of that part once the browser is idle */
  const prefetch = (part) => {
    const work = () => {
      const list = document.getElementById(options.appScriptsId);
      if (!list || (part === 'islands' && loading)) return;
      for (const href of JSON.parse(list.textContent ?? '{}')[part] ?? [])
        document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'prefetch', href }));
    };
    if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 2000 });
    else work();
  };
  addEventListener('load', () => {
    if (!window.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint'))
      return prefetch('islands');
    new PerformanceObserver((_entries, observer) => {
      observer.disconnect();
      prefetch('islands');
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  document.addEventListener(options.pageHydratedEvent, () => prefetch('remote'), { once: true });
  /** @param {EventTarget | null} target @param {string} selector */
  const closest = (target, selector) =>
    /** @type {HTMLElement | null} */ (target instanceof Element ? target.closest(selector) : null);
  /** @param {EventTarget | null} target wants the island around it if that sleeps (neither alive nor failed) */
  const want = (target) => {
    const island = closest(target, sleeping);
    if (!island) return;
    loadApp();
    if (island.hasAttribute(options.islandWanted)) return;
    island.setAttribute(options.islandWanted, '');
    island.dispatchEvent(new Event(options.islandWantedEvent, { bubbles: true }));
  };
  for (const type of reaches) addEventListener(type, (event) => want(event.target), passive);

  /** @param {HTMLFormElement} form the browser posts it, past every script (the API answers with a page) */
  const postNatively = (form) => HTMLFormElement.prototype.submit.call(form);
  /** @param {(act: HeldAct) => boolean} belongs @returns {HeldAct[]} those acts, taken out, their taps not pending */
  const take = (belongs) => {
    const acts = held.filter(belongs);
    held = held.filter((act) => !acts.includes(act));
    for (const { target } of acts)
      if (target.hasAttribute(options.tapPending))
        for (const name of [options.tapPending, 'aria-busy']) target.removeAttribute(name);
    return acts;
  };
  /**
   * Holds the act of `event` on `target` if its island sleeps (a key on it again, a tap or a form once).
   * @param {Event} event @param {HTMLElement | null} target @param {() => void} replay @param {boolean} [again]
   */
  const hold = (event, target, replay, again) => {
    if (!target || !closest(target, sleeping)) return false;
    event.preventDefault();
    event.stopImmediatePropagation();
    const button = target instanceof HTMLButtonElement && target.type === 'submit';
    const form = target instanceof HTMLFormElement ? target : button ? target.form : null;
    if (again || !held.some((act) => act.target === target)) {
      held.push({ target, form, replay });
      if (form)
        setTimeout(() => {
          if (form.isConnected && take((act) => act.form === form).length) postNatively(form);
        }, options.nativeSendAfterMs);
    }
    want(target);
    return true;
  };

  /** @param {Event} event */
  const onTap = (event) => {
    if (!(event instanceof MouseEvent) || event.button) return;
    /* A link opened in a new tab or window is the browser's, whatever the island does. */
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const tapped = closest(event.target, `button, [role="button"], summary, a[${options.enhancedLink}]`);
    if (!tapped || !hold(event, tapped, () => tapped.click())) return;
    const consentChoice = tapped.getAttribute(options.consentChoice);
    if (consentChoice) {
      try {
        localStorage.setItem(options.consentKey, consentChoice);
      } catch {
        /* Storage blocked: the replayed tap applies the choice for this page view. */
      }
      root.setAttribute(options.consentStored, '');
    }
    tapped.setAttribute(options.tapPending, '');
    tapped.setAttribute('aria-busy', 'true');
  };
  /* A key in a field is the browser's own (typing needs no script); one on a slider does nothing until it is alive. */
  /** @param {KeyboardEvent} event */
  const onKey = (event) => {
    const slider = closest(event.target, '[role="slider"]');
    const init = { key: event.key, shiftKey: event.shiftKey, bubbles: true, cancelable: true };
    hold(event, slider, () => slider?.dispatchEvent(new KeyboardEvent('keydown', init)), true);
  };
  /** @param {Event} event */
  const onSubmit = (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    hold(event, form, () => form?.requestSubmit());
  };
  addEventListener('click', onTap, true);
  addEventListener('keydown', onKey, true);
  addEventListener('submit', onSubmit, true);
  /** @param {Event} event @returns {HeldAct[]} the acts held in the island it comes from, one per form sent */
  const heldIn = (event) => {
    const forms = new Set();
    const acts = take((act) => /** @type {Element} */ (event.target).contains(act.target));
    return acts.filter(({ form }) => !form || (!forms.has(form) && Boolean(forms.add(form))));
  };
  /* Alive: the held acts go to the island's own handlers, in the order the visitor made them. */
  document.addEventListener(options.islandHydratedEvent, (event) => {
    for (const act of heldIn(event)) if (act.target.isConnected) act.replay();
  });
  /* Failed: a form is posted, a link followed; a plain button's tap is lost (the islands runtime says so). */
  document.addEventListener(options.islandFailedEvent, (event) => {
    for (const { target, form, replay } of heldIn(event))
      if (form) postNatively(form);
      else if (target instanceof HTMLAnchorElement) replay();
  });
}

// A held form waits 8 s for its island: a phone that needs longer for its code is better served by the plain form.
export const BOOT_OPTIONS = { ...PAGE_BOOT, nativeSendAfterMs: 8000 };

/**
 * The script's text as it goes into every page: one line, without its comments (its source has no comment marks
 * inside strings; the tests run this text).
 * @param {typeof BOOT_OPTIONS} options @returns {string}
 */
export function bootScriptText(options) {
  const source = bootRenderedPage.toString().replace(/\/\*[\s\S]*?\*\//g, '');
  return `(${source.replace(/\n\s*/g, '')})(${JSON.stringify(options)})`;
}

export const PAGE_BOOT_SCRIPT = bootScriptText(BOOT_OPTIONS);
