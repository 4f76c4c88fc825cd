import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import {
  ISLAND_ELEMENT,
  ISLAND_HYDRATED_EVENT,
  ISLAND_KEY_ATTRIBUTE,
  ISLAND_NAME_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_WANTED_ATTRIBUTE,
  ISLAND_WANTED_EVENT,
  islandIdPrefix,
  PAGE_HYDRATED_ATTRIBUTE,
  PAGE_HYDRATED_EVENT,
} from '@stairs/contracts';
import { readPageState } from '../federation/page-state';
import { pinRemoteVersions } from '../federation/remotes';
import { ISLANDS, type IslandDefinition } from './island-definitions';
import { IslandRoot } from './IslandRoot';

/** The page's one jotai store: every island of the page shares it. */
const store = createStore();
const started = new WeakSet<Element>();

function definitionOf(element: Element): IslandDefinition<unknown> | null {
  const name = element.getAttribute(ISLAND_NAME_ATTRIBUTE) ?? '';
  return Object.prototype.hasOwnProperty.call(ISLANDS, name)
    ? (ISLANDS[name as keyof typeof ISLANDS] as IslandDefinition<unknown>)
    : null;
}

/** Islands not written inside another island (an inner one is hydrated with its outer one). */
function outermostIsland(element: Element): HTMLElement | null {
  let outermost: HTMLElement | null = null;
  for (
    let current = element.closest(ISLAND_ELEMENT);
    current;
    current = current.parentElement?.closest(ISLAND_ELEMENT) ?? null
  ) {
    if (current instanceof HTMLElement) outermost = current;
  }
  return outermost;
}

/** A demand island whose code could not be loaded (its remote is down or never answers) says so in its place. */
async function showLoadFailure(element: HTMLElement): Promise<void> {
  const { StartupFailurePage } = await import('../pages/StartupFailurePage');
  element.replaceChildren();
  createRoot(element).render(<StartupFailurePage onRetry={() => window.location.reload()} />);
}

async function hydrateIsland(element: HTMLElement): Promise<void> {
  if (started.has(element)) return;
  started.add(element);
  const definition = definitionOf(element);
  if (!definition) {
    console.error(`[islands] Unbekannte Insel "${element.getAttribute(ISLAND_NAME_ATTRIBUTE)}"`);
    return;
  }
  let Content;
  try {
    Content = await definition.load(JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}'));
  } catch (error) {
    console.error('[islands] Eine Insel konnte nicht geladen werden.', error);
    if (definition.hydrate === 'demand') await showLoadFailure(element);
    return;
  }
  // As a transition, React hydrates in slices and lets the browser answer in between.
  startTransition(() => {
    hydrateRoot(
      element,
      <IslandRoot element={element} store={store}>
        <Content />
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(element.getAttribute(ISLAND_KEY_ATTRIBUTE) ?? '') },
    );
  });
}

/**
 * <html> is marked hydrated once every island of the first intent is (tests and benchmarks wait for it; the boot
 * script then prefetches the scripts of the page's remote part).
 */
function markPageHydratedWhenDone(islands: HTMLElement[]): void {
  const waiting = new Set(islands);
  const done = () => {
    document.documentElement.setAttribute(PAGE_HYDRATED_ATTRIBUTE, '');
    document.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
  };
  if (waiting.size === 0) return done();
  document.addEventListener(ISLAND_HYDRATED_EVENT, function onHydrated(event) {
    waiting.delete(event.target as HTMLElement);
    if (waiting.size > 0) return;
    document.removeEventListener(ISLAND_HYDRATED_EVENT, onHydrated);
    done();
  });
}

/**
 * Brings a rendered page to life: every island of the frame at once (this script runs at the visitor's first
 * intent), each demand island once the visitor reaches into it. The HTML around the islands stays as it is.
 */
export function hydrateIslands(): void {
  const pageState = readPageState();
  // A remote's island hydrates with exactly the remote version its HTML was rendered with.
  if (pageState) pinRemoteVersions(pageState.remotes);

  const islands = [...document.querySelectorAll<HTMLElement>(ISLAND_ELEMENT)].filter(
    (element) => outermostIsland(element) === element,
  );
  const atIntent = islands.filter((element) => definitionOf(element)?.hydrate === 'intent');
  markPageHydratedWhenDone(atIntent);
  for (const element of atIntent) void hydrateIsland(element);

  const hydrateWanted = (target: Element) => {
    const island = outermostIsland(target);
    if (island) void hydrateIsland(island);
  };
  document.addEventListener(ISLAND_WANTED_EVENT, (event) => {
    if (event.target instanceof Element) hydrateWanted(event.target);
  });
  for (const element of document.querySelectorAll(`[${ISLAND_WANTED_ATTRIBUTE}]`)) hydrateWanted(element);
}
