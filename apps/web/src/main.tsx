import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { AppProviders } from './app/providers.tsx';
import { AppRouter, preloadPage } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';
import './index.css';

const queryClient = createQueryClient();
const root = document.getElementById('root') as HTMLElement;

// A shopper page arrives drawn by the server (entry-server.tsx), with the data it was drawn from: the
// cache starts from that data, and React takes over the markup instead of drawing it again.
const state = document.getElementById('juntai-state');
const drawn = state !== null && root.hasChildNodes();
if (drawn) hydrate(queryClient, JSON.parse(state.textContent ?? '{}'));

function start() {
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </StrictMode>
  );
  if (drawn) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

// The opened page's code first (the code is already on its way: the HTML preloads it), and, for a page
// the server did not draw, its data, then one render of the page itself. If the code fails to load,
// render anyway: the page's lazy import tries again and reports the error.
preloadPage(window.location.pathname, queryClient, { drawn }).then(start, start);
