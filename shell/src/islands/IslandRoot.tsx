import { useLayoutEffect, type ReactNode } from 'react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { useHydrated } from '@stairs/site/islands';

/** The page's one jotai store: its islands meet there (the banner and the footer's button open the same dialog). */
const store = createStore();

/**
 * The root of one hydrated island, adding no sibling to its content (so React's ids inside match the server's):
 * `onHydrated` in its hydration's commit (the DOM still what the visitor left), `onAlive` once useHydrated is true.
 */
export function IslandRoot(props: { onHydrated: () => void; onAlive: () => void; children: ReactNode }) {
  const { onHydrated, onAlive } = props;
  const hydrated = useHydrated();
  useLayoutEffect(() => (hydrated ? onAlive : onHydrated)(), [hydrated, onHydrated, onAlive]);
  return <JotaiProvider store={store}>{props.children}</JotaiProvider>;
}
