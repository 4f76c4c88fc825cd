import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { islandIdPrefix, PAGE_BOOT } from '@stairs/contracts';
import { readPageState } from '../federation/page-state';
import { pinRemoteVersions } from '../federation/remotes';
import { adoptTypedValues } from './adopt-typed-values';
import { IslandRoot } from './IslandRoot';
import { islandNamed } from './islands';

const started = new WeakSet<Element>();

/** The island around `target` not written inside another one (an inner island is hydrated with its outer one). */
const outermostIsland = (target: EventTarget | null): HTMLElement | null => {
  const island = target instanceof Element ? target.closest<HTMLElement>(PAGE_BOOT.island) : null;
  return (island?.parentElement && outermostIsland(island.parentElement)) || island;
};
const declarationOf = (element: Element) => islandNamed(element.getAttribute(PAGE_BOOT.islandName) ?? '');
/** The island and any island written inside it (hydrated with it) get `attribute`; the event bubbles from it. */
function signal(element: HTMLElement, attribute: string, event: string): void {
  for (const island of [element, ...element.querySelectorAll(PAGE_BOOT.island)])
    island.setAttribute(attribute, '');
  element.dispatchEvent(new Event(event, { bubbles: true }));
}

/**
 * A demand island whose code could not load keeps its working HTML (the boot script hands a held post or link to
 * the browser); beside it, a held tap or a photo picked outside any form (/upload), before or after, is told lost.
 */
function failIsland(element: HTMLElement): void {
  const tapLost = element.querySelector(`button[${PAGE_BOOT.tapPending}]`) !== null;
  signal(element, PAGE_BOOT.islandFailed, PAGE_BOOT.islandFailedEvent);
  const notify = async () => {
    const photoLost = [...element.querySelectorAll<HTMLInputElement>('input[type="file"]')].some(
      (field) => field.form === null && (field.files?.length ?? 0) > 0,
    );
    if (!tapLost && !photoLost) return;
    element.removeEventListener('change', notify);
    const { IslandFailureNotice } = await import('./IslandFailureNotice');
    const notice = element.insertAdjacentElement('beforebegin', document.createElement('div'));
    if (notice) createRoot(notice).render(<IslandFailureNotice photoLost={photoLost} />);
  };
  element.addEventListener('change', notify);
  void notify();
}

/** Resolves once the island is alive (the boot script then replays its held acts), has failed or is unknown. */
async function hydrateIsland(element: HTMLElement | null): Promise<void> {
  if (!element || started.has(element)) return;
  started.add(element);
  const declaration = declarationOf(element);
  if (!declaration)
    return console.error(`[islands] Unbekannte Insel "${element.getAttribute(PAGE_BOOT.islandName)}"`);
  let content: ReactElement;
  try {
    const props = JSON.parse(element.getAttribute(PAGE_BOOT.islandProps) ?? '{}') as object;
    // A demand island comes inside the page's query client and router, loaded beside it.
    const [Component, providers] = await Promise.all([
      declaration.load(props),
      declaration.wakes === 'demand' ? import(/* webpackPrefetch: true */ './DataProviders') : null,
    ]);
    content = <Component {...props} />;
    if (providers) content = <providers.default>{content}</providers.default>;
  } catch (error) {
    console.error('[islands] Eine Insel konnte nicht geladen werden.', error);
    return failIsland(element);
  }
  // What the visitor typed before goes into the island's state in its hydration's commit; it is alive once that
  // state is rendered (after that commit). As a transition, React hydrates in slices and lets the browser answer.
  const identifierPrefix = islandIdPrefix(element.getAttribute(PAGE_BOOT.islandKey) ?? '');
  await new Promise<void>((alive) => {
    const root = (
      <IslandRoot onHydrated={() => adoptTypedValues(element)} onAlive={alive}>
        {content}
      </IslandRoot>
    );
    startTransition(() => void hydrateRoot(element, root, { identifierPrefix }));
  });
  signal(element, PAGE_BOOT.islandHydrated, PAGE_BOOT.islandHydratedEvent);
}

/**
 * Brings a rendered page's islands to life, the HTML around them left as it is: the frame's at once (this script
 * runs at the first intent), a demand island once the visitor reaches into it. <html> is marked once the frame is.
 */
export function hydrateIslands(): void {
  const pageState = readPageState();
  // A remote's island hydrates with exactly the remote version its HTML was rendered with.
  if (pageState) pinRemoteVersions(pageState.remotes);
  const frame = [...document.querySelectorAll<HTMLElement>(PAGE_BOOT.island)].filter(
    (element) => outermostIsland(element) === element && declarationOf(element)?.wakes === 'intent',
  );
  void Promise.all(frame.map(hydrateIsland)).then(() => {
    document.documentElement.setAttribute(PAGE_BOOT.pageHydrated, '');
    document.dispatchEvent(new Event(PAGE_BOOT.pageHydratedEvent));
  });
  const hydrateWanted = (target: EventTarget | null) => void hydrateIsland(outermostIsland(target));
  document.addEventListener(PAGE_BOOT.islandWantedEvent, (event) => hydrateWanted(event.target));
  document.querySelectorAll(`[${PAGE_BOOT.islandWanted}]`).forEach(hydrateWanted);
}
