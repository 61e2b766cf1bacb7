import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, type DataRouter, type HydrationState, RouterContextProvider } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ShownContext } from './app/app-routes.tsx';
import { AppProviders } from './app/providers.tsx';
import { loadRouteCode, pageDataContext, routes } from './app/route-table.ts';
import { createQueryClient } from './lib/query-client.ts';

/**
 * The longest a page's loader waits for its data in the browser. Within it the page paints once, with
 * its content, in the task that also paints first (a throttled phone otherwise paints a skeleton, then
 * spends a long task after it on each answer that arrives: Total Blocking Time). Past it the page shows
 * its loading state as before, and the answers fill it in when they come.
 */
const DATA_WAIT_MS = 800;

/**
 * Starts the app (main.tsx loads this once the page may run it). A shopper page arrives drawn by the
 * server (entry-server.tsx) with the router's data it was drawn from: the router starts from that data,
 * the query cache the pages read from the queries in it, and React takes over the markup instead of
 * drawing it again.
 */
export function boot(root: HTMLElement, state: HTMLElement | null, handOverTaps?: () => HTMLButtonElement | null): void {
  const queryClient = createQueryClient();
  const hydrationData = state ? JSON.parse(state.textContent ?? '{}') as HydrationState : undefined;
  for (const data of Object.values(hydrationData?.loaderData ?? {})) if (data) hydrate(queryClient, data);

  const start = () => {
    const router = createBrowserRouter(routes, {
      hydrationData,
      getContext: () => {
        const context = new RouterContextProvider();
        context.set(pageDataContext, { client: queryClient, waitMs: DATA_WAIT_MS });
        return context;
      },
    });
    // A button tapped on the drawing before now (main.tsx kept it) is tapped again once the app is ready.
    // Once, even where React runs effects twice (StrictMode in development).
    let tapped = handOverTaps?.() ?? null;
    const shown = () => {
      // The browser tests wait for this mark after each page load (e2e/fixtures.ts).
      document.documentElement.dataset.appReady = '';
      const button = tapped;
      tapped = null;
      if (button?.isConnected && !button.disabled) button.click();
    };
    const app = (
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <ShownContext value={shown}>
            <RouterProvider router={router} />
          </ShownContext>
        </AppProviders>
      </StrictMode>
    );
    if (hydrationData) hydrateRoot(root, app);
    // A page the server did not draw is drawn once its loader is done (its data, or DATA_WAIT_MS).
    else void whenInitialized(router).then(() => createRoot(root).render(app));
  };
  // If the code fails to load, start anyway: the router tries again and reports the error.
  loadRouteCode(window.location.pathname).then(start, start);
}

function whenInitialized(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
