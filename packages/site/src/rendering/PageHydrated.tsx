import { useEffect } from 'react';
import { PAGE_HYDRATED_ATTRIBUTE, PAGE_HYDRATED_EVENT } from '@stairs/contracts';
import { useHydrated } from './useHydrated';

/**
 * Rendered last in a route's page: its effect runs once that page (and the frame around it) has hydrated and
 * re-rendered what depends on the browser (forms enabled, the stored cookie choice). It tells the rendered page's
 * boot script, which then replays the taps it held back, and marks <html>.
 */
export function PageHydrated() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || document.documentElement.hasAttribute(PAGE_HYDRATED_ATTRIBUTE)) return;
    document.documentElement.setAttribute(PAGE_HYDRATED_ATTRIBUTE, '');
    document.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
  }, [hydrated]);
  return null;
}
