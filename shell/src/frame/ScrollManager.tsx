import { useEffect, useRef } from 'react';
import { useLocation } from '@stairs/router';
import { scrollToSection, scrollToTop } from './scroll-to-section';

/**
 * Scroll position on navigation: a new page starts at the top (the first page as the browser placed it), and a
 * link to the page already shown (the logo, 'Startseite' on the home page) scrolls up to it; a `#section` target
 * is scrolled into view, smoothly when already on that page (the home anchors), at once after arriving from
 * another route. Focus moves to the target so keyboard and screen-reader users continue from there.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const firstRender = previousPath.current === null;
    const samePage = previousPath.current === pathname;
    previousPath.current = pathname;
    // The page's own load: the browser has placed it (at the top, or where a reload or 'back' left it), and a
    // visitor may have scrolled the server HTML before it was hydrated: never pull them back to the top.
    if (!hash && firstRender) return;
    if (!hash) {
      scrollToTop(samePage);
      return;
    }
    return scrollToSection(decodeURIComponent(hash.slice(1)), samePage);
  }, [pathname, hash, key]);

  return null;
}
