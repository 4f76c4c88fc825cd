import { useLayoutEffect, type ReactNode } from 'react';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { useHydrated } from '@stairs/site/islands';

interface IslandRootProps {
  store: ReturnType<typeof createStore>;
  /** In the commit that hydrated the island, before any render of it: the DOM is still what the visitor left. */
  onHydrated: () => void;
  /** Once its fields and buttons are enabled (they depend on useHydrated). */
  onAlive: () => void;
  children: ReactNode;
}

/**
 * The root of one hydrated island: the page's one jotai store (islands meet there: the banner and the footer's
 * button open the same dialog), and the moment it is alive. It wraps its content without adding a sibling, so
 * React's ids inside match the server's (an id depends on the siblings on its way from the root).
 */
export function IslandRoot({ store, onHydrated, onAlive, children }: IslandRootProps) {
  const hydrated = useHydrated();
  useLayoutEffect(() => onHydrated(), [onHydrated]);
  useLayoutEffect(() => {
    if (hydrated) onAlive();
  }, [hydrated, onAlive]);
  return <JotaiProvider store={store}>{children}</JotaiProvider>;
}
