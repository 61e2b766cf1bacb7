import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { AppRouter, preloadPage } from './app/router.tsx';
import './index.css';

function render() {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}

// The opened page's code first (already on its way: the HTML preloads it), then one render of the page
// itself. If it fails to load, render anyway: the page's lazy import tries again and reports the error.
preloadPage(window.location.pathname).then(render, render);
