// Scrolling to a section of the page (the home page's #services and #contact) or back to its top, for the app's
// scroll manager and the side menu alike.

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Back to the top of the page: smoothly when asked (a link to the page already shown), unless motion is reduced. */
export function scrollToTop(smooth: boolean): void {
  window.scrollTo({ top: 0, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto' });
}

/** How long a section target is kept in place while the page above it still changes height (images, data). */
const SETTLE_MS = 2500;
/** Set on <body> while a modal dialog locks the page's scrolling (react-remove-scroll, used by Radix). */
const SCROLL_LOCK_ATTRIBUTE = 'data-scroll-locked';
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to the element of `id` and keeps it there while the page settles: the home page's pictures, data and
 * lazily loaded gallery blocks still push the section down after the first scroll (it landed 590 px off, or
 * short of it). Waits for the element if it is not rendered yet; anything the visitor does ends the watch.
 */
export function scrollToSection(id: string, smooth: boolean): () => void {
  let stopped = false;
  let target: HTMLElement | null = null;
  // The watch ends by itself once the page has had time to settle.
  const timer = window.setTimeout(() => stop(), SETTLE_MS);
  const observers: Array<{ disconnect(): void }> = [];
  const stop = () => {
    stopped = true;
    for (const observer of observers) observer.disconnect();
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop, true);
    window.clearTimeout(timer);
  };
  const place = (behavior: ScrollBehavior) => target?.scrollIntoView({ behavior, block: 'start' });
  const behavior: ScrollBehavior = smooth && !prefersReducedMotion() ? 'smooth' : 'auto';
  const found = (element: HTMLElement) => {
    target = element;
    place(behavior);
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus({ preventScroll: true });
    // Sections above that appear on the way (the gallery's blocks load when scrolled to) push the target down:
    // it is put back at once (a smooth scroll retargeted mid-way ended short of it).
    const keepInPlace = new ResizeObserver(() => !stopped && place('auto'));
    keepInPlace.observe(document.body);
    observers.push(keepInPlace);
  };
  const start = () => {
    if (stopped) return;
    const existing = document.getElementById(id);
    if (existing) return found(existing);
    const appears = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (!element) return;
      appears.disconnect();
      found(element);
    });
    appears.observe(document.body, { childList: true, subtree: true });
    observers.push(appears);
  };
  // A modal that is closing (the side menu after a followed link) still locks the page's scrolling; a smooth
  // scroll started meanwhile was cut off when the lock went, so the section link seemed to do nothing.
  if (!document.body.hasAttribute(SCROLL_LOCK_ATTRIBUTE)) start();
  else {
    const unlocked = new MutationObserver(() => {
      if (document.body.hasAttribute(SCROLL_LOCK_ATTRIBUTE)) return;
      unlocked.disconnect();
      start();
    });
    unlocked.observe(document.body, { attributes: true, attributeFilter: [SCROLL_LOCK_ATTRIBUTE] });
    observers.push(unlocked);
  }
  for (const type of USER_SCROLL_EVENTS)
    window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}
