import {
  createContext,
  lazy,
  Suspense,
  useContext,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { PAGE_BOOT } from '@stairs/contracts';
import { RemoteErrorBoundary } from '../federation/RemoteErrorBoundary';
import { type IslandDeclaration } from './declare-islands';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how React's JSX types take a custom element
  namespace JSX {
    interface IntrinsicElements {
      [PAGE_BOOT.island]: React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

/**
 * The page renderer's islands pass (shell/src/server/render-page.tsx): every island the page writes is handed to
 * the collector, which gives it its key (the prefix of React's ids inside it, as the browser hydrates it on its
 * own) and, once the island has been rendered on its own, its markup.
 */
export interface IslandCollector {
  island(declaration: IslandDeclaration<object>, props: object): { key: string; markup?: string };
}

/** The island's element, by its one name. */
const IslandElement = PAGE_BOOT.island;

const IslandCollectorContext = createContext<IslandCollector | null>(null);
export const IslandCollectorProvider = IslandCollectorContext.Provider;

interface IslandProps<P extends object> {
  of: IslandDeclaration<P>;
  /** Serialisable: they travel in the HTML to the browser, which renders the island's component with them. */
  props: P;
  /** What the app renders instead where it renders the whole page itself (admin, a page without its HTML). */
  inline?: ReactNode;
}

/**
 * An interactive part of a rendered page (docs/decisions.md, "What is hydrated"): written with its name, props and
 * key around its own server HTML; the browser hydrates it on its own and leaves the HTML around it alone. Inside
 * the app (a page rendered in the browser, the renderer's data passes) it is simply its content.
 */
export function Island<P extends object>({ of: declaration, props, inline }: IslandProps<P>) {
  const collector = useContext(IslandCollectorContext);
  if (collector) {
    const { key, markup } = collector.island(declaration as IslandDeclaration<object>, props);
    const attributes = {
      [PAGE_BOOT.islandName]: declaration.name,
      [PAGE_BOOT.islandKey]: key,
      [PAGE_BOOT.islandProps]: JSON.stringify(props),
    };
    return (
      <IslandElement
        {...attributes}
        dangerouslySetInnerHTML={markup === undefined ? undefined : { __html: markup }}
      />
    );
  }
  return (
    <IslandElement {...{ [PAGE_BOOT.islandName]: declaration.name }}>
      {inline ?? <IslandContent declaration={declaration} props={props} />}
    </IslandElement>
  );
}

const loadedContents = new Map<string, LazyExoticComponent<ComponentType<object>>>();

/** A demand island's component, loaded once per name and props (a remote page's module depends on its props). */
function loadedContent<P extends object>(declaration: IslandDeclaration<P>, props: P): ComponentType<P> {
  const id = `${declaration.name}:${JSON.stringify(props)}`;
  let content = loadedContents.get(id);
  if (!content) {
    content = lazy(() =>
      declaration.load(props).then((component) => ({ default: component as ComponentType<object> })),
    );
    loadedContents.set(id, content);
  }
  return content as ComponentType<P>;
}

/** The island's content where the app renders it: an intent island's component at once, a demand island's loaded. */
function IslandContent<P extends object>({
  declaration,
  props,
}: {
  declaration: IslandDeclaration<P>;
  props: P;
}) {
  if (declaration.component) {
    const Component = declaration.component;
    return <Component {...props} />;
  }
  const Content = loadedContent(declaration, props);
  // A part that cannot be loaded is left out; the page around it keeps working.
  return (
    <RemoteErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <Content {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
