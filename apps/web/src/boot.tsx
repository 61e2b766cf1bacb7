import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { AppProviders } from './app/providers.tsx';
import { AppRouter, preloadPage } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';

/**
 * Starts the app (main.tsx loads this once the page may run it). A shopper page arrives drawn by the
 * server (entry-server.tsx) with the data it was drawn from: the cache starts from that data, and React
 * takes over the markup instead of drawing it again.
 */
export function boot(root: HTMLElement, state: HTMLElement | null, handOverTaps?: () => HTMLButtonElement | null): void {
  const queryClient = createQueryClient();
  const drawn = state !== null;
  if (drawn) hydrate(queryClient, JSON.parse(state.textContent ?? '{}'));

  // The opened page's code first (the HTML names it: plugins/route-preloads.ts), and, for a page the
  // server did not draw, its data, then one render of the page itself. If the code fails to load,
  // render anyway: the page's lazy import tries again and reports the error.
  const start = () => {
    // A button tapped on the drawing before now (main.tsx kept it) is tapped again once the app is ready.
    // Once, even where React runs effects twice (StrictMode in development).
    let tapped = handOverTaps?.() ?? null;
    const tapAgain = () => {
      const button = tapped;
      tapped = null;
      if (button?.isConnected && !button.disabled) button.click();
    };
    const app = (
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <AppRouter onReady={tapAgain} />
        </AppProviders>
      </StrictMode>
    );
    if (drawn) hydrateRoot(root, app);
    else createRoot(root).render(app);
  };
  preloadPage(window.location.pathname, queryClient, { drawn }).then(start, start);
}
