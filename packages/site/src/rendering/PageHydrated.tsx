import { useEffect } from 'react';
import { PAGE_BOOT } from '@stairs/contracts';
import { useHydrated } from './useHydrated';

/**
 * Last in a page the browser renders itself (admin, a page without its HTML): marks <html> once the page and its
 * frame have rendered what depends on the browser (tests and benchmarks). A rendered page's islands runtime does.
 */
export function PageHydrated() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || document.documentElement.hasAttribute(PAGE_BOOT.pageHydrated)) return;
    document.documentElement.setAttribute(PAGE_BOOT.pageHydrated, '');
    document.dispatchEvent(new Event(PAGE_BOOT.pageHydratedEvent));
  }, [hydrated]);
  return null;
}
