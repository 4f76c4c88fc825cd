import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@stairs/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { createQueryClient } from '@stairs/api-client';
import { App } from './App';
import { ensureRemotesRegistered } from './federation/remotes';

// The app: pages the browser renders itself (admin, a public page without its rendered HTML). A rendered page
// runs its islands instead (islands/index.ts).

// Ask for /remotes.json right away so the first remote route does not wait for it; a failure is retried
// by that route and must not break the frame or the home page.
ensureRemotesRegistered().catch(() => undefined);

// One query client, one jotai store, one router and one toaster for the whole page: remotes use these.
const queryClient = createQueryClient();
const store = createStore();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </JotaiProvider>
    </QueryClientProvider>
  </StrictMode>,
);
