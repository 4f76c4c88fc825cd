import { type ComponentType } from 'react';

/**
 * When the browser brings an island to life.
 * - `intent`: at the visitor's first intent, with the islands' own script (its code is part of it): the frame.
 * - `demand`: once the visitor reaches into it (a tap, a focus, a key; the boot script tells): what needs data,
 *   a form or a remote's code, which would otherwise be on every page's first load. It comes to life inside the
 *   page's query client and router (DataProviders).
 */
export type IslandWakes = 'intent' | 'demand';

export interface IslandDeclaration<P extends object> {
  /** Its name in the HTML (`data-island`): its key in ISLANDS. */
  readonly name: string;
  readonly wakes: IslandWakes;
  /** An intent island's component, part of the islands' script: rendered at once wherever the island is. */
  readonly component?: ComponentType<P>;
  /**
   * The component, loaded: a demand island's code (and its remote's) is fetched only when it is wanted. The page
   * renderer awaits it before writing the island; the browser before hydrating it (a failure leaves its HTML).
   */
  readonly load: (props: P) => Promise<ComponentType<P>>;
}

type Unnamed<P extends object> = Omit<IslandDeclaration<P>, 'name'>;

/** An island of the frame: its component comes with the islands' script. */
export function atIntent<P extends object>(component: ComponentType<P>): Unnamed<P> {
  return { wakes: 'intent', component, load: () => Promise.resolve(component) };
}

/** An island whose code loads when the visitor reaches into it. */
export function onDemand<P extends object>(load: (props: P) => Promise<ComponentType<P>>): Unnamed<P> {
  return { wakes: 'demand', load };
}

/** Names every declaration by its key: one name, one declaration, nothing to keep in step. */
export function declareIslands<Props extends Record<string, object>>(islands: {
  [Name in keyof Props]: Unnamed<Props[Name]>;
}): { [Name in keyof Props]: IslandDeclaration<Props[Name]> } {
  const named = Object.entries(islands as Record<string, Unnamed<object>>).map(([name, declaration]) => [
    name,
    { ...declaration, name },
  ]);
  return Object.fromEntries(named) as unknown as { [Name in keyof Props]: IslandDeclaration<Props[Name]> };
}
