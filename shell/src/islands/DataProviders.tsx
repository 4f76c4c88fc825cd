import { type ReactNode } from 'react';
import { hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createPath, Router, type Navigator, type To } from '@stairs/router';
import { createQueryClient } from '@stairs/api-client';
import { readPageState } from '../federation/page-state';

let queryClient: QueryClient | null = null;

/** The page's one query client for its islands, holding the data the page was rendered with. */
function pageQueryClient(): QueryClient {
  if (!queryClient) {
    queryClient = createQueryClient();
    const pageState = readPageState();
    if (pageState) hydrate(queryClient, pageState.data);
  }
  return queryClient;
}

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * A link followed inside an island loads that page: every public page is a document of its own (with its HTML
 * and data), so there is no app to route within.
 */
const documentNavigator: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

/**
 * What an island that reads data or renders links needs around it (a form, a remote's part of the page): the
 * page's query client and a router at the page's location. Loaded with such an island, never at first intent.
 */
export default function DataProviders({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = window.location;
  return (
    <QueryClientProvider client={pageQueryClient()}>
      <Router location={{ pathname, search, hash }} navigator={documentNavigator}>
        {children}
      </Router>
    </QueryClientProvider>
  );
}
