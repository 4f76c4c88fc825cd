import { type ComponentType } from 'react';

/**
 * An island of ISLANDS, named by its key there (`data-island`). It wakes at the visitor's first `intent`, its
 * component part of the islands' script (the frame), or on `demand`, when the visitor reaches into it: its code
 * (and its remote's) loaded then, inside the page's query client and router (DataProviders). The renderer awaits
 * `load` before writing it, the browser before hydrating it (a failure leaves its HTML).
 */
export interface IslandDeclaration<P extends object> {
  readonly name: string;
  readonly wakes: 'intent' | 'demand';
  readonly component?: ComponentType<P>;
  readonly load: (props: P) => Promise<ComponentType<P>>;
}

type Unnamed<P extends object> = Omit<IslandDeclaration<P>, 'name'>;

export const atIntent = <P extends object>(component: ComponentType<P>): Unnamed<P> => ({
  wakes: 'intent',
  component,
  load: () => Promise.resolve(component),
});

export const onDemand = <P extends object>(load: (props: P) => Promise<ComponentType<P>>): Unnamed<P> => ({
  wakes: 'demand',
  load,
});

/** Names every declaration by its key: one name, nothing to keep in step. */
export function declareIslands<Props extends Record<string, object>>(islands: {
  [Name in keyof Props]: Unnamed<Props[Name]>;
}) {
  return Object.fromEntries(
    Object.entries(islands).map(([name, declaration]) => [name, { ...declaration, name }]),
  ) as { [Name in keyof Props]: IslandDeclaration<Props[Name]> };
}
