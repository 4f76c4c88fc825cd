import { useEffect } from 'react';

export const LEAVE_WARNING = 'Sie haben ungespeicherte Änderungen. Seite trotzdem verlassen?';

/** A click on a link that leaves the current page in this tab (not a new tab, not a #section of it). */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return null;
  const next = new URL(link.href, window.location.href);
  const here = window.location;
  return next.pathname === here.pathname && next.search === here.search ? null : link;
}

/**
 * While `active` (a form with unsaved edits), leaving asks first: closing or reloading the tab (the browser's
 * own question) and following a link of the site (ours). The router here is a BrowserRouter, which has no
 * navigation blocker; a click on a link is caught before the router sees it.
 */
export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (!leavingLink(event) || window.confirm(LEAVE_WARNING)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active]);
}
