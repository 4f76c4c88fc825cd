import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Scroll position on navigation: a new page starts at the top; a `#section` target is scrolled into view —
 * smoothly when already on that page (the home anchors), at once after arriving from another route. Focus
 * moves to the target so keyboard and screen-reader users continue from there.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const samePage = previousPath.current === pathname;
    previousPath.current = pathname;
    if (!hash) {
      if (!samePage) window.scrollTo({ top: 0 });
      return;
    }
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({
      behavior: samePage && !prefersReducedMotion() ? 'smooth' : 'auto',
      block: 'start',
    });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname, hash, key]);

  return null;
}
