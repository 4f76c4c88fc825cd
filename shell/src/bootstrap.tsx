import '@stairs/ui/theme.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { createQueryClient } from '@stairs/api-client';
import { TooltipProvider } from '@stairs/ui';
import { App } from './App';
import { ensureRemotesRegistered, remoteFailurePlugin } from './federation/remotes';

// Runtime layer of remote-failure handling, registered on the bundler's federation instance.
registerPlugins([remoteFailurePlugin()]);
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
        <TooltipProvider>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </TooltipProvider>
      </JotaiProvider>
    </QueryClientProvider>
  </StrictMode>,
);
