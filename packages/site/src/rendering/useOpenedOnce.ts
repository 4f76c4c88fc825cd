import { useState } from 'react';

/**
 * True from the first render in which `open` is true, for good. Parts of a page that are loaded on first use
 * (dialogs, the toaster) mount then and stay mounted, so their closing animation and focus return still run.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
