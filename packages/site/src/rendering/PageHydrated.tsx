import { useEffect } from 'react';
import { PAGE_BOOT } from '@stairs/contracts';
import { useHydrated } from './useHydrated';

/**
 * Rendered last in a route's page where the browser renders the page itself (admin, a page without its HTML): its
 * effect runs once that page and the frame around it have rendered what depends on the browser, and marks <html>
 * for tests and benchmarks. A rendered page is marked by its islands runtime instead.
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
