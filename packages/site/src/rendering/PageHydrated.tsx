import { useEffect } from 'react';
import { PAGE_BOOT } from '@stairs/contracts';
import { useHydrated } from './useHydrated';

/** Last in a page the browser renders itself (admin): marks <html> hydrated (tests and benchmarks wait for it). */
export function PageHydrated() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || document.documentElement.hasAttribute(PAGE_BOOT.pageHydrated)) return;
    document.documentElement.setAttribute(PAGE_BOOT.pageHydrated, '');
    document.dispatchEvent(new Event(PAGE_BOOT.pageHydratedEvent));
  }, [hydrated]);
  return null;
}
