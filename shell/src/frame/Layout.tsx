import { lazy, useState, type MouseEvent } from 'react';
import { Outlet } from '@stairs/router';
import { MountOnFirstOpen, useCookieConsent, type CookieConsent } from '@stairs/site';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollManager } from './ScrollManager';

// Loaded when first opened: a dialog (Radix, focus trap, scroll lock) is not needed to read a page.
const CookieSettingsDialog = lazy(() =>
  import('./CookieSettingsDialog').then((module) => ({ default: module.CookieSettingsDialog })),
);

/** Where the settings dialog was opened from: the footer's button reloads the page after saving (docs/product.md §4). */
type SettingsOrigin = 'banner' | 'footer';

function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/** The shared frame of every route: skip link, sticky header, main landmark, footer, cookie banner. */
export function Layout() {
  const { consent, save } = useCookieConsent();
  const [settingsOrigin, setSettingsOrigin] = useState<SettingsOrigin | null>(null);
  const [bannerHeight, setBannerHeight] = useState(0);

  const saveSettings = (choice: CookieConsent) => {
    save(choice);
    const origin = settingsOrigin;
    setSettingsOrigin(null);
    if (origin === 'footer') window.location.reload();
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        onClick={focusMain}
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground focus:shadow-lg"
      >
        Zum Inhalt springen
      </a>
      <CookieBanner onOpenSettings={() => setSettingsOrigin('banner')} onHeightChange={setBannerHeight} />
      <ScrollManager />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer onOpenCookieSettings={() => setSettingsOrigin('footer')} />
      {/* The fixed banner covers the bottom of the screen: this keeps the page's end reachable. (A padding on
          <body> counted as a layout shift of the whole page when the banner appeared after hydration.) */}
      <div aria-hidden="true" style={{ height: bannerHeight }} />
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
    </div>
  );
}
