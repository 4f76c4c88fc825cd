import {
  createContext,
  createElement,
  lazy,
  Suspense,
  useContext,
  type ComponentType,
  type ReactNode,
} from 'react';
import { PAGE_BOOT } from '@stairs/contracts';
import { RemoteErrorBoundary } from '../federation/RemoteErrorBoundary';
import { type IslandDeclaration } from './declare-islands';

/** The page renderer's islands pass (render-page.tsx): an island's key and, once rendered alone, its markup. */
export type IslandWriter = (
  declaration: IslandDeclaration<object>,
  props: object,
) => { key: string; markup?: string };

const IslandWriterContext = createContext<IslandWriter | null>(null);
export const IslandWriterProvider = IslandWriterContext.Provider;

interface IslandProps<P extends object> {
  of: IslandDeclaration<P>;
  /** Serialisable: they travel in the HTML to the browser, which renders the island's component with them. */
  props: P;
  /** What the app renders instead where it renders the whole page itself (admin, a page without its HTML). */
  inline?: ReactNode;
}

/**
 * An interactive part of a rendered page, hydrated on its own (docs/decisions.md, "What is hydrated"). Inside the app
 * (a page rendered in the browser, the renderer's data passes) it is simply its content.
 */
export function Island<P extends object>({ of: declaration, props, inline }: IslandProps<P>) {
  const write = useContext(IslandWriterContext);
  if (!write) {
    const content = inline ?? <IslandContent declaration={declaration} props={props} />;
    return createElement(PAGE_BOOT.island, { [PAGE_BOOT.islandName]: declaration.name }, content);
  }
  const { key, markup } = write(declaration as IslandDeclaration<object>, props);
  return createElement(PAGE_BOOT.island, {
    [PAGE_BOOT.islandName]: declaration.name,
    [PAGE_BOOT.islandKey]: key,
    [PAGE_BOOT.islandProps]: JSON.stringify(props),
    dangerouslySetInnerHTML: markup === undefined ? undefined : { __html: markup },
  });
}

/** A demand island's component, loaded once per name and props (a remote part's module depends on its props). */
const loaded = new Map<string, ComponentType<object>>();

function IslandContent<P extends object>({
  declaration,
  props,
}: {
  declaration: IslandDeclaration<P>;
  props: P;
}) {
  if (declaration.component) return <declaration.component {...props} />;
  const id = `${declaration.name}:${JSON.stringify(props)}`;
  if (!loaded.has(id)) {
    loaded.set(
      id,
      lazy(async () => ({ default: (await declaration.load(props)) as ComponentType<object> })),
    );
  }
  const Content = loaded.get(id) as ComponentType<P>;
  // A part that cannot be loaded is left out; the page around it keeps working.
  return (
    <RemoteErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <Content {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
