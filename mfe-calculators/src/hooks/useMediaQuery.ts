import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint: the calculator gallery is a desktop feature (docs/product.md §2). */
export const DESKTOP_MEDIA_QUERY = '(min-width: 768px)';

/** Whether a CSS media query matches, kept current when the window is resized or rotated. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
