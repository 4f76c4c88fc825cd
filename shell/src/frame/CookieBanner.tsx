import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button } from '@stairs/ui';
import { ALL_ACCEPTED, NECESSARY_ONLY, useCookieConsent, useHydrated, useSiteConfig } from '@stairs/site';

/** The banner's height, kept current (0 while it is not shown). */
function useBannerHeight(element: RefObject<HTMLElement | null>, active: boolean): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const banner = element.current;
    if (!active || !banner) return;
    const observer = new ResizeObserver(() => setHeight(banner.offsetHeight));
    observer.observe(banner);
    return () => observer.disconnect();
  }, [element, active]);
  return active ? height : 0;
}

/**
 * While the banner covers the bottom of the screen, an element reached with Tab (a hero button, a contact
 * field, a footer link) is scrolled up above it instead of being focused behind it.
 */
function useKeepFocusAboveBanner(height: number) {
  useEffect(() => {
    if (height === 0) return;
    const root = document.documentElement;
    root.style.scrollPaddingBottom = `${height}px`;
    const onFocus = (event: FocusEvent) => {
      if (!(event.target instanceof Element)) return;
      const hidden = event.target.getBoundingClientRect().bottom - (window.innerHeight - height);
      if (hidden > 0) window.scrollBy({ top: hidden + 8 });
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      root.style.scrollPaddingBottom = '';
      document.removeEventListener('focusin', onFocus);
    };
  }, [height]);
}

interface CookieBannerProps {
  onOpenSettings: () => void;
  /** The banner's height, for the spacer at the end of the page that keeps the page's end reachable. */
  onHeightChange: (height: number) => void;
}

/**
 * First visit (no stored choice): the banner at the bottom with the spec's three buttons. It comes first in the
 * page's order (right after the skip link), so the keyboard reaches it at once, not after every link of the
 * page; on screen it stays at the bottom. It is part of the server HTML, shown at the first paint; the stored
 * choice is known only in the browser, so the page's consent flag (CONSENT_STORED_ATTRIBUTE, set by an inline
 * script before the first paint) hides it from a returning visitor until hydration removes it.
 */
export function CookieBanner({ onOpenSettings, onHeightChange }: CookieBannerProps) {
  const { hasDecided, save } = useCookieConsent();
  const { data: site } = useSiteConfig();
  const banner = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  // Server HTML and hydration render the banner; once hydrated, the stored choice decides.
  const visible = !hydrated || !hasDecided;
  const height = useBannerHeight(banner, visible);
  useKeepFocusAboveBanner(height);
  useEffect(() => onHeightChange(height), [height, onHeightChange]);
  if (!visible) return null;

  return (
    <>
      <section
        ref={banner}
        data-cookie-banner=""
        aria-labelledby="cookie-banner-title"
        className="fixed inset-x-0 bottom-0 z-40 border-t bg-background shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
      >
        <div className="container flex flex-col gap-3 py-3 sm:gap-4 sm:py-4 md:flex-row md:items-center md:justify-between">
          <div className="max-w-3xl space-y-1">
            <h2 id="cookie-banner-title" className="text-sm font-semibold sm:text-base">
              Wir respektieren Ihre Privatsphäre
            </h2>
            <p className="text-xs text-muted-foreground sm:text-sm">
              Wir verwenden notwendige Cookies für den Betrieb der Website. Mit Ihrer Zustimmung nutzen wir
              zusätzlich Analyse- und Marketing-Cookies, um die Website zu verbessern und den Erfolg unserer
              Werbung zu messen. Ihre Auswahl können Sie jederzeit unter „Cookie-Einstellungen“ ändern.
              {site ? (
                <>
                  {' '}
                  <a
                    href={site.datenschutzUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="underline underline-offset-4 hover:text-foreground"
                  >
                    Datenschutz
                    <span className="sr-only"> (öffnet in neuem Tab)</span>
                  </a>
                </>
              ) : null}
            </p>
          </div>
          <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
            {/* A tap before the page is hydrated is held by the page's boot script and replayed after. */}
            <Button variant="ghost" onClick={onOpenSettings}>
              Einstellungen
            </Button>
            <Button variant="outline" onClick={() => save(NECESSARY_ONLY)}>
              Nur notwendige
            </Button>
            <Button className="col-span-2" onClick={() => save(ALL_ACCEPTED)}>
              Alle akzeptieren
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
