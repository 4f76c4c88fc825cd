import { createContext, useContext, type ReactNode } from 'react';
import { type RemotePart } from '@stairs/contracts';

interface PagePartProps<P extends object> {
  /** The exposed module that renders the part alone (PAGE_PARTS): what the browser loads when it is tapped. */
  of: RemotePart;
  /** Serialisable: they travel in the HTML to the browser, which renders the module with them. */
  props: P;
  /** The part as the page renders it: the module's own component with the same props. */
  children: ReactNode;
}

type WritePart = (part: RemotePart & { props: object }, children: ReactNode) => ReactNode;

const PagePartContext = createContext<WritePart | null>(null);

/** The shell's: writes a part of a page that hydrates by its parts as an island of its own. */
export const PagePartProvider = PagePartContext.Provider;

/**
 * A part of a remote's page that comes to life on its own (a gallery card with its viewer): in a rendered page
 * whose record says `hydrates: 'parts'`, an island, so a tap loads and hydrates that part only; anywhere else
 * (the app, the part itself once alive) simply its children.
 */
export function PagePart<P extends object>({ of, props, children }: PagePartProps<P>) {
  const write = useContext(PagePartContext);
  return write ? write({ remote: of.remote, module: of.module, props }, children) : children;
}
