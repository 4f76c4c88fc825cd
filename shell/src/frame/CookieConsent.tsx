import { lazy, useEffect, useRef, useState, type RefObject } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { CONSENT_CHOICE_ATTRIBUTE, NEEDS_SCRIPT_ATTRIBUTE } from '@stairs/contracts';
import { Button, MountOnFirstOpen } from '@stairs/ui';
import {
  ALL_ACCEPTED,
  NECESSARY_ONLY,
  useCookieConsent,
  useHydrated,
  type CookieConsent as CookieConsentChoice,
} from '@stairs/site/islands';
import { cookieBannerHeightAtom, cookieSettingsOriginAtom } from './cookie-consent-state';

// Loaded when first opened: a dialog (Radix, focus trap, scroll lock) is not needed to read a page.
const CookieSettingsDialog = lazy(() =>
  import('./CookieSettingsDialog').then((module) => ({ default: module.CookieSettingsDialog })),
);

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
 * While the banner covers the bottom of the screen, a control reached with the keyboard (a hero button, a contact
 * field, a footer link) is scrolled up above it instead of being focused behind it.
 * Only keyboard focus on a control scrolls: a tap on text focuses the region around it (<main>, which has
 * tabindex -1 for the skip link), and scrolling until the bottom of that region cleared the banner threw the page
 * thousands of pixels, between a press and its release (a tap on /upload's picker never opened it). A pointer puts
 * focus only where the visitor sees it; a region (tabindex -1) is no stop of the Tab key.
 */
function useKeepFocusAboveBanner(height: number) {
  useEffect(() => {
    if (height === 0) return;
    const root = document.documentElement;
    root.style.scrollPaddingBottom = `${height}px`;
    // A text field is :focus-visible however it was focused, so the last input decides for it.
    let byPointer = false;
    const onPointerDown = () => (byPointer = true);
    const onKeyDown = () => (byPointer = false);
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || byPointer) return;
      if (target.tabIndex < 0 || !target.matches(':focus-visible')) return;
      const hidden = target.getBoundingClientRect().bottom - (window.innerHeight - height);
      if (hidden > 0) window.scrollBy({ top: hidden + 8 });
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocus);
    return () => {
      root.style.scrollPaddingBottom = '';
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocus);
    };
  }, [height]);
}

interface CookieConsentProps {
  /** The privacy policy (site configuration), null while it is not known. */
  privacyUrl: string | null;
}

/**
 * The cookie consent of every page: the banner and the settings dialog (opened from the banner or from the
 * footer's 'Cookie-Einstellungen').
 * First visit (no stored choice): the banner at the bottom with the spec's three buttons. It comes first in the
 * page's order (right after the skip link), so the keyboard reaches it at once, not after every link of the
 * page; on screen it stays at the bottom. It is part of the server HTML, shown at the first paint; the stored
 * choice is known only in the browser, so the page's consent flag (CONSENT_STORED_ATTRIBUTE, set by an inline
 * script before the first paint) hides it from a returning visitor until hydration removes it.
 */
export function CookieConsent({ privacyUrl }: CookieConsentProps) {
  const { consent, hasDecided, save } = useCookieConsent();
  const [settingsOrigin, setSettingsOrigin] = useAtom(cookieSettingsOriginAtom);
  const setBannerHeight = useSetAtom(cookieBannerHeightAtom);
  const banner = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  // Server HTML and hydration render the banner; once hydrated, the stored choice decides.
  const visible = !hydrated || !hasDecided;
  const height = useBannerHeight(banner, visible);
  useKeepFocusAboveBanner(height);
  useEffect(() => setBannerHeight(height), [height, setBannerHeight]);

  const saveSettings = (choice: CookieConsentChoice) => {
    save(choice);
    setSettingsOrigin(null);
    if (settingsOrigin === 'footer') window.location.reload();
  };

  return (
    <>
      {visible ? (
        <section
          ref={banner}
          data-cookie-banner=""
          // Without script nothing is stored and its buttons do nothing: not shown (docs/decisions.md).
          {...{ [NEEDS_SCRIPT_ATTRIBUTE]: '' }}
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
                {privacyUrl ? (
                  <>
                    {' '}
                    <a
                      href={privacyUrl}
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
              {/* A tap before the page is hydrated is held by the page's boot script and replayed after; a choice
                  (CONSENT_CHOICE_ATTRIBUTE) is stored and hides the banner at the tap already. */}
              <Button variant="ghost" onClick={() => setSettingsOrigin('banner')}>
                Einstellungen
              </Button>
              <Button
                variant="outline"
                onClick={() => save(NECESSARY_ONLY)}
                {...{ [CONSENT_CHOICE_ATTRIBUTE]: JSON.stringify(NECESSARY_ONLY) }}
              >
                Nur notwendige
              </Button>
              <Button
                className="col-span-2"
                onClick={() => save(ALL_ACCEPTED)}
                {...{ [CONSENT_CHOICE_ATTRIBUTE]: JSON.stringify(ALL_ACCEPTED) }}
              >
                Alle akzeptieren
              </Button>
            </div>
          </div>
        </section>
      ) : null}
      <MountOnFirstOpen open={settingsOrigin !== null}>
        <CookieSettingsDialog
          open={settingsOrigin !== null}
          onOpenChange={(open) => {
            if (!open) setSettingsOrigin(null);
          }}
          initial={consent}
          onSave={saveSettings}
        />
      </MountOnFirstOpen>
    </>
  );
}

/** The footer's 'Cookie-Einstellungen': opens the settings dialog; saving there reloads the page. */
export function CookieSettingsButton() {
  const setSettingsOrigin = useSetAtom(cookieSettingsOriginAtom);
  return (
    <Button
      variant="link"
      size="sm"
      className="h-auto px-0 text-muted-foreground"
      onClick={() => setSettingsOrigin('footer')}
    >
      Cookie-Einstellungen
    </Button>
  );
}

/**
 * The fixed banner covers the bottom of the screen: this keeps the page's end reachable. (A padding on <body>
 * counted as a layout shift of the whole page when the banner appeared after hydration.)
 */
export function CookieBannerSpacer() {
  const [height] = useAtom(cookieBannerHeightAtom);
  return <div aria-hidden="true" style={{ height }} />;
}
