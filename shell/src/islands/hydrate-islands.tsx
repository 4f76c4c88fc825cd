import { startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import { islandIdPrefix, PAGE_BOOT } from '@stairs/contracts';
import { readPageState } from '../federation/page-state';
import { pinRemoteVersions } from '../federation/remotes';
import { adoptTypedValues } from './adopt-typed-values';
import { type IslandDeclaration } from './declare-islands';
import { IslandRoot } from './IslandRoot';
import { islandNamed } from './islands';

/** The page's one jotai store: every island of the page shares it. */
const store = createStore();
const started = new WeakSet<Element>();

/** Islands not written inside another island (an inner one is hydrated with its outer one). */
function outermostIsland(element: Element): HTMLElement | null {
  let island = element.closest<HTMLElement>(PAGE_BOOT.island);
  while (island?.parentElement?.closest(PAGE_BOOT.island))
    island = island.parentElement.closest<HTMLElement>(PAGE_BOOT.island);
  return island;
}

/** The island and any island written inside it (hydrated with it) get `attribute`; the event bubbles from it. */
function signal(element: HTMLElement, attribute: string, event: string): void {
  for (const island of [element, ...element.querySelectorAll(PAGE_BOOT.island)])
    island.setAttribute(attribute, '');
  element.dispatchEvent(new Event(event, { bubbles: true }));
}

/** A photo picked in a file field outside any form: only the part's code could have sent it. */
function photoPickedWithoutForm(element: HTMLElement): boolean {
  return [...element.querySelectorAll<HTMLInputElement>('input[type="file"]')].some(
    (field) => field.form === null && (field.files?.length ?? 0) > 0,
  );
}

async function showFailureNotice(element: HTMLElement, photoLost: boolean): Promise<void> {
  const { IslandFailureNotice } = await import('./IslandFailureNotice');
  const notice = document.createElement('div');
  element.before(notice);
  createRoot(notice).render(<IslandFailureNotice photoLost={photoLost} />);
}

/**
 * A demand island whose code could not be loaded (its remote is down or never answers) keeps its server HTML: its
 * links and forms work without it (the boot script lets the browser post a held submit and follow a held link).
 * Only what needed the script is told that it came to nothing: a tap (a held button) and a photo picked (/upload's
 * picker is outside any form), before the failure or after it.
 */
async function failIsland(element: HTMLElement): Promise<void> {
  const tapsLost = element.querySelector(`button[${PAGE_BOOT.tapPending}]`) !== null;
  const photoLost = photoPickedWithoutForm(element);
  signal(element, PAGE_BOOT.islandFailed, PAGE_BOOT.islandFailedEvent);
  if (tapsLost || photoLost) return showFailureNotice(element, photoLost);
  const onPick = () => {
    if (!photoPickedWithoutForm(element)) return;
    element.removeEventListener('change', onPick);
    void showFailureNotice(element, true);
  };
  element.addEventListener('change', onPick);
}

/**
 * The island's component with its props; a demand island inside the page's query client and router
 * (DataProviders), loaded beside it.
 */
async function loadContent(declaration: IslandDeclaration<object>, props: object): Promise<ComponentType> {
  const [Component, providers] = await Promise.all([
    declaration.load(props),
    declaration.wakes === 'demand' ? import(/* webpackPrefetch: true */ './DataProviders') : null,
  ]);
  const DataProviders = providers?.default;
  return function IslandContent() {
    const content = <Component {...props} />;
    return DataProviders ? <DataProviders>{content}</DataProviders> : content;
  };
}

async function hydrateIsland(element: HTMLElement): Promise<void> {
  if (started.has(element)) return;
  started.add(element);
  const name = element.getAttribute(PAGE_BOOT.islandName) ?? '';
  const declaration = islandNamed(name);
  if (!declaration) {
    console.error(`[islands] Unbekannte Insel "${name}"`);
    return;
  }
  let Content: ComponentType;
  try {
    Content = await loadContent(declaration, JSON.parse(element.getAttribute(PAGE_BOOT.islandProps) ?? '{}'));
  } catch (error) {
    console.error('[islands] Eine Insel konnte nicht geladen werden.', error);
    await failIsland(element);
    return;
  }
  // What the visitor typed before goes into the island's state at its hydration; it is alive (the boot script
  // replays held taps and forms) once that state is rendered: after the commit, outside it.
  const onHydrated = () => adoptTypedValues(element);
  const onAlive = () =>
    queueMicrotask(() => signal(element, PAGE_BOOT.islandHydrated, PAGE_BOOT.islandHydratedEvent));
  // As a transition, React hydrates in slices and lets the browser answer in between.
  startTransition(() => {
    hydrateRoot(
      element,
      <IslandRoot store={store} onHydrated={onHydrated} onAlive={onAlive}>
        <Content />
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(element.getAttribute(PAGE_BOOT.islandKey) ?? '') },
    );
  });
}

/** <html> is marked hydrated once every island of the first intent is (tests and benchmarks wait for it). */
function markPageHydratedWhenDone(islands: HTMLElement[]): void {
  const waiting = new Set(islands);
  const done = () => {
    document.documentElement.setAttribute(PAGE_BOOT.pageHydrated, '');
    document.dispatchEvent(new Event(PAGE_BOOT.pageHydratedEvent));
  };
  if (waiting.size === 0) return done();
  const settled = (event: Event) => {
    waiting.delete(event.target as HTMLElement);
    if (waiting.size > 0) return;
    document.removeEventListener(PAGE_BOOT.islandHydratedEvent, settled);
    document.removeEventListener(PAGE_BOOT.islandFailedEvent, settled);
    done();
  };
  document.addEventListener(PAGE_BOOT.islandHydratedEvent, settled);
  document.addEventListener(PAGE_BOOT.islandFailedEvent, settled);
}

/**
 * Brings a rendered page to life: every island of the frame at once (this script runs at the visitor's first
 * intent), each demand island once the visitor reaches into it. The HTML around the islands stays as it is.
 */
export function hydrateIslands(): void {
  const pageState = readPageState();
  // A remote's island hydrates with exactly the remote version its HTML was rendered with.
  if (pageState) pinRemoteVersions(pageState.remotes);

  const islands = [...document.querySelectorAll<HTMLElement>(PAGE_BOOT.island)].filter(
    (element) => outermostIsland(element) === element,
  );
  const atIntent = islands.filter(
    (element) => islandNamed(element.getAttribute(PAGE_BOOT.islandName) ?? '')?.wakes === 'intent',
  );
  markPageHydratedWhenDone(atIntent);
  for (const element of atIntent) void hydrateIsland(element);

  const hydrateWanted = (target: Element) => {
    const island = outermostIsland(target);
    if (island) void hydrateIsland(island);
  };
  document.addEventListener(PAGE_BOOT.islandWantedEvent, (event) => {
    if (event.target instanceof Element) hydrateWanted(event.target);
  });
  for (const element of document.querySelectorAll(`[${PAGE_BOOT.islandWanted}]`)) hydrateWanted(element);
}
