import { type ReactNode } from 'react';
import { hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createPath, Router, type Navigator, type To } from '@stairs/router';
import { createQueryClient } from '@stairs/api-client';
import { readPageState } from '../federation/page-state';

let queryClient: QueryClient | undefined;

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** A link followed inside an island loads that page: public pages are documents, no app routes within them. */
const documentNavigator: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

/** Around a demand island, loaded with it: the page's one query client, with its data, and a router at its URL. */
export default function DataProviders({ children }: { children: ReactNode }) {
  if (!queryClient) {
    queryClient = createQueryClient();
    const pageState = readPageState();
    if (pageState) hydrate(queryClient, pageState.data);
  }
  const { pathname, search, hash } = window.location;
  return (
    <QueryClientProvider client={queryClient}>
      <Router location={{ pathname, search, hash }} navigator={documentNavigator}>
        {children}
      </Router>
    </QueryClientProvider>
  );
}
