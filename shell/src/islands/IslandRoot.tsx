import { useLayoutEffect, type ReactNode } from 'react';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { ISLAND_ELEMENT, ISLAND_HYDRATED_ATTRIBUTE, ISLAND_HYDRATED_EVENT } from '@stairs/contracts';
import { useHydrated } from '@stairs/site/islands';
import { IslandRootProvider } from './Island';

interface IslandRootProps {
  element: HTMLElement;
  store: ReturnType<typeof createStore>;
  children: ReactNode;
}

/**
 * The root of one hydrated island: the page's one jotai store (islands meet there: the banner and the footer's
 * button open the same dialog), and the signal that the island is alive. It wraps its content without adding a
 * sibling, so React's ids inside match the server's (an id depends on the siblings on its way from the root).
 */
export function IslandRoot({ element, store, children }: IslandRootProps) {
  const hydrated = useHydrated();
  // In the same commit that enables its fields and buttons: a tap in between would be held for nothing.
  useLayoutEffect(() => {
    if (!hydrated) return;
    // This island and any island written inside it (hydrated with it) are alive.
    for (const island of [element, ...element.querySelectorAll(ISLAND_ELEMENT)]) {
      island.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
    }
    element.dispatchEvent(new Event(ISLAND_HYDRATED_EVENT, { bubbles: true }));
  }, [element, hydrated]);
  return (
    <JotaiProvider store={store}>
      <IslandRootProvider value>{children}</IslandRootProvider>
    </JotaiProvider>
  );
}
