import type { MouseEvent } from 'react';

/**
 * A click on a link the page may take over once alive (PAGE_BOOT.enhancedLink): the main button, no key that asks
 * for a new tab or window.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
