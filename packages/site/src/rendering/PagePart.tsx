import { createContext, useContext, type ReactNode } from 'react';
import { type RemotePart } from '@stairs/contracts';

type WritePart = (part: RemotePart & { props: object }, children: ReactNode) => ReactNode;
type PagePartProps<P extends object> = { of: RemotePart; props: P; children: ReactNode };
const PagePartContext = createContext<WritePart | null>(null);
/** The shell's: writes each part of a page that hydrates by its parts as an island of its own. */
export const PagePartProvider = PagePartContext.Provider;

/**
 * A part of a remote's page that comes to life on its own (docs/decisions.md, "A tap hydrates the part tapped"): in a
 * page that hydrates by its parts, an island of the module `of` names with `props` (in the HTML); else its children.
 */
export function PagePart<P extends object>({ of, props, children }: PagePartProps<P>) {
  const write = useContext(PagePartContext);
  return write ? write({ remote: of.remote, module: of.module, props }, children) : children;
}
