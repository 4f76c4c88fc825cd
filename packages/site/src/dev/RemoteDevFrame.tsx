import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes } from '@stairs/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { createQueryClient } from '@stairs/api-client';
import { Skeleton, Toaster } from '@stairs/ui';
import { AdsConsentSync } from '../ads/AdsConsentSync';
import { trackConversionLinks } from '../ads/conversion-links';
import { useSiteConfig } from '../site-config';

export interface DevFrameRoute {
  path: string;
  /** Link text in the dev header; routes without a label (e.g. /blog/:slug) are not linked. */
  label?: string;
  load: () => Promise<{ default: ComponentType }>;
}

export interface RemoteDevFrameProps {
  remote: string;
  routes: readonly DevFrameRoute[];
}

/** What the shell's page services do for the ad service: consent in step, conversion links counted. */
function DevAdsConsentSync() {
  const { data: site } = useSiteConfig();
  useEffect(() => trackConversionLinks(), []);
  return <AdsConsentSync ads={site?.ads ?? null} />;
}

/**
 * Minimal page frame for `npm run dev -w mfe-<name>`: the same providers the shell gives a remote (one query
 * client, one jotai store, tooltip provider, router, toaster) around the remote's own pages, loaded from
 * its local sources. Development only: it is never exposed to the shell.
 */
export function RemoteDevFrame({ remote, routes }: RemoteDevFrameProps) {
  const [queryClient] = useState(createQueryClient);
  const [store] = useState(createStore);
  const [pages] = useState(() => routes.map((route) => ({ ...route, Component: lazy(route.load) })));

  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <BrowserRouter>
          <DevAdsConsentSync />
          {/* The remote's stylesheet is scoped to its data-remote subtree, as inside the shell. */}
          <div data-remote={remote}>
            <header className="border-b bg-muted/60">
              <nav
                aria-label="Entwicklung"
                className="container flex flex-wrap items-center gap-4 py-3 text-sm"
              >
                <strong>Remote „{remote}“ (Entwicklung)</strong>
                {pages
                  .filter((page) => page.label)
                  .map((page) => (
                    <Link key={page.path} to={page.path} className="underline-offset-4 hover:underline">
                      {page.label}
                    </Link>
                  ))}
              </nav>
            </header>
            <main id="main">
              <Suspense fallback={<Skeleton className="container my-10 h-64" />}>
                <Routes>
                  {pages.map(({ path, Component }) => (
                    <Route key={path} path={path} element={<Component />} />
                  ))}
                  <Route path="*" element={<p className="container py-10">Keine Seite dieses Remotes.</p>} />
                </Routes>
              </Suspense>
            </main>
            <Toaster />
          </div>
        </BrowserRouter>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
