/** Parts of a page that keep their place while what is inside them changes: where focus can land. */
const REGION_SELECTOR = 'section, [role="region"], form, nav, aside, header, footer, main';

/**
 * Moves focus to the region (a labelled section, a form, the main content) that held an element which is gone or
 * about to go: a deleted row, a banner that closed. `ancestors` are the element's ancestors as they were when it
 * was on the page (a removed subtree no longer leads up to it). Falls back to <main>. The region gets tabindex -1
 * if it is not focusable; the page does not scroll.
 */
export function focusEnclosingRegion(ancestors: readonly Element[]) {
  const region =
    ancestors.find((candidate) => candidate.isConnected && candidate.matches(REGION_SELECTOR)) ??
    document.querySelector('main');
  if (!(region instanceof HTMLElement)) return;
  if (!region.hasAttribute('tabindex')) region.setAttribute('tabindex', '-1');
  region.focus({ preventScroll: true });
}

/** The element's ancestors, nearest first. */
export function ancestorsOf(element: Element): Element[] {
  const chain: Element[] = [];
  for (let parent = element.parentElement; parent; parent = parent.parentElement) chain.push(parent);
  return chain;
}
