import { Suspense, useState, type ReactNode } from 'react';

interface MountOnFirstOpenProps {
  open: boolean;
  children: ReactNode;
}

/**
 * For parts of a page loaded on first use (a `React.lazy` dialog, the toaster): renders `children` from the first
 * render in which `open` is true, in a Suspense boundary without fallback, and keeps them mounted afterwards, so
 * their closing animation and focus return still run when `open` turns false.
 */
export function MountOnFirstOpen({ open, children }: MountOnFirstOpenProps) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
