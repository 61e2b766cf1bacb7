import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { AppRouter, preloadPage } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';
import './index.css';

const queryClient = createQueryClient();

function render() {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}

// The opened page's code and data first (the code is already on its way: the HTML preloads it), then
// one render of the page itself. If the code fails to load, render anyway: the page's lazy import
// tries again and reports the error (a failed answer is simply in the cache, as the page would get it).
preloadPage(window.location.pathname, queryClient).then(render, render);
