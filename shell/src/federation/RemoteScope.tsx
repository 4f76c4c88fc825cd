import { type ReactNode } from 'react';

/**
 * Marks a remote's subtree: the remote's stylesheet is scoped to `[data-remote="<name>"]` (see
 * packages/rspack-config/tailwind.js), so it can style its own components but never the shell's frame.
 * `display: contents` keeps the wrapper out of the layout.
 */
export function RemoteScope({ remote, children }: { remote: string; children: ReactNode }) {
  return (
    <div data-remote={remote} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
