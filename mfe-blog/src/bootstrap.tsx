// Standalone development render (npm run dev -w mfe-blog): the remote's pages inside a minimal frame with
// its own query client, jotai store, router and toaster. Never exposed; the shell renders the real frame.
import '@stairs/ui/theme.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RemoteDevFrame } from '@stairs/site/dev';
import { devRoutes } from './dev/routes';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');

createRoot(container).render(
  <StrictMode>
    <RemoteDevFrame remote="blog" routes={devRoutes} />
  </StrictMode>,
);
