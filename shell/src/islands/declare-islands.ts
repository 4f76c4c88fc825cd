import { type ComponentType } from 'react';

/**
 * An island, named by its key in ISLANDS. It wakes at the visitor's first `intent` (its component in the islands'
 * script) or on `demand`, its code loaded then, inside the page's query client and router (DataProviders).
 */
export interface IslandDeclaration<P extends object> {
  readonly name: string;
  readonly wakes: 'intent' | 'demand';
  readonly component?: ComponentType<P>;
  readonly load: (props: P) => Promise<ComponentType<P>>;
}

type Unnamed<P extends object> = Omit<IslandDeclaration<P>, 'name'>;

export function atIntent<P extends object>(component: ComponentType<P>): Unnamed<P> {
  return { wakes: 'intent', component, load: () => Promise.resolve(component) };
}

export function onDemand<P extends object>(load: (props: P) => Promise<ComponentType<P>>): Unnamed<P> {
  return { wakes: 'demand', load };
}

/** Names every declaration by its key: one name, nothing to keep in step. */
export function declareIslands<Props extends Record<string, object>>(islands: {
  [Name in keyof Props]: Unnamed<Props[Name]>;
}) {
  return Object.fromEntries(
    Object.entries(islands).map(([name, declaration]) => [name, { ...declaration, name }]),
  ) as { [Name in keyof Props]: IslandDeclaration<Props[Name]> };
}
