import { createContext, useContext, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { ISLAND_KEY_ATTRIBUTE, ISLAND_NAME_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '@stairs/contracts';
import { type IslandName } from './island-definitions';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how React's JSX types take a custom element
  namespace JSX {
    interface IntrinsicElements {
      'stairs-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

/**
 * The page renderer's last pass: every island is written as an empty element and handed to the collector, which
 * renders it on its own (shell/src/server/render-page.tsx) with the id prefix of the key it returns, as the browser
 * hydrates it on its own.
 */
export interface IslandCollector {
  add(island: ReactElement): string;
}

const IslandCollectorContext = createContext<IslandCollector | null>(null);
export const IslandCollectorProvider = IslandCollectorContext.Provider;

/** True inside the root of an island hydrated in the browser: no router or query client above it. */
const IslandRootContext = createContext(false);
export const IslandRootProvider = IslandRootContext.Provider;

export function useIsIslandRoot(): boolean {
  return useContext(IslandRootContext);
}

interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  /** Serialisable: they travel in the HTML to the browser, which renders `component` with them. */
  props: P;
  /** What the app renders instead of `component` where it renders the whole page itself (admin, a page without its HTML). */
  inline?: ReactNode;
}

/**
 * An interactive part of a rendered page (docs/decisions.md, "What is hydrated"): the browser hydrates it on its
 * own, from its name and props, and leaves the HTML around it alone. Inside the app (a page rendered in the
 * browser, the renderer's data passes) it is simply its content.
 */
export function Island<P extends object>({ name, component: Component, props, inline }: IslandProps<P>) {
  const collector = useContext(IslandCollectorContext);
  if (collector) {
    const attributes = {
      [ISLAND_NAME_ATTRIBUTE]: name,
      [ISLAND_KEY_ATTRIBUTE]: collector.add(<Component {...props} />),
      [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
    };
    return <stairs-island {...attributes} />;
  }
  return (
    <stairs-island {...{ [ISLAND_NAME_ATTRIBUTE]: name }}>{inline ?? <Component {...props} />}</stairs-island>
  );
}
