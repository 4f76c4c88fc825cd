import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@stairs/router';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { createQueryClient } from '@stairs/api-client';
import { App } from './App';
import { readPageState } from './federation/page-state';
import { ensureRemotesRegistered, pinRemoteVersions } from './federation/remotes';

// A page the renderer wrote carries its remote versions and data; admin pages and a missing copy do not.
const pageState = readPageState();
if (pageState) pinRemoteVersions(pageState.remotes);

// Ask for /remotes.json right away so the first remote route does not wait for it; a failure is retried
// by that route and must not break the frame or the home page.
ensureRemotesRegistered().catch(() => undefined);

// One query client, one jotai store, one router and one toaster for the whole page: remotes use these.
const queryClient = createQueryClient();
const store = createStore();
if (pageState) hydrate(queryClient, pageState.data);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </JotaiProvider>
    </QueryClientProvider>
  </StrictMode>
);

// Server HTML is hydrated: it stays on screen, and a remote's part of it until that remote's code arrived.
// As a transition, React hydrates in slices of a few milliseconds and lets the browser answer in between (a
// default-priority hydration was one long task of 130-400 ms on a slow machine; Lighthouse counts it as TBT).
if (pageState && container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
