import { Outlet } from '@stairs/router';
import { useSiteConfig } from '@stairs/site';
import { Island } from '../islands/Island';
import { ISLANDS } from '../islands/islands';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollManager } from './ScrollManager';

/**
 * The shared frame of every route: skip link, cookie banner, sticky header, main landmark, footer. Its
 * interactive parts are islands (a rendered page hydrates only those); the rest is HTML.
 */
export function Layout() {
  const { data: site } = useSiteConfig();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground focus:shadow-lg"
      >
        Zum Inhalt springen
      </a>
      <Island of={ISLANDS.cookieConsent} props={{ privacyUrl: site?.datenschutzUrl ?? null }} />
      <ScrollManager />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <Island of={ISLANDS.cookieBannerSpacer} props={{}} />
      <Island of={ISLANDS.pageServices} props={{ ads: site?.ads ?? null }} />
    </div>
  );
}
