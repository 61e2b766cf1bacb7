import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes.tsx';
import { lazyPage } from './lazy-page.ts';
import { loadPageData, matchPage, ROUTE_ENTRIES } from './route-table.ts';

// Each page's module comes from the route table; each area loads on its own, so a shopper's phone never
// downloads the merchant or operator screens.
const routeModules = import.meta.glob<{ default: ComponentType }>(['./routes/*/*.tsx', '!./routes/*/*.test.tsx']);

const lazyPages = new Map(ROUTE_ENTRIES.map(([path, { module }]) => {
  const load = routeModules[`./routes/${module}`];
  if (!load) throw new Error(`router: no route module ${module} for ${path}`);
  return [path, lazyPage(load)] as const;
}));
const pages = [...lazyPages];

/**
 * The longest the first render waits for a client-drawn page's data. Within it the page paints once,
 * with its content, in the task that also paints first (a throttled phone otherwise paints a skeleton,
 * then spends a long task after it on each answer that arrives: Total Blocking Time). Past
 * it the page shows its loading state as before, and the answers fill it in when they come.
 */
const DATA_WAIT_MS = 800;

/**
 * Loads the code of the page at `pathname` and, unless the server already drew it with its data
 * (`drawn`), asks for that data too, so the first render shows the page rather than a spinner or a
 * skeleton. The server's HTML already asked for that code (modulepreload,
 * apps/server/src/plugins/route-preloads.ts); this only waits for it.
 */
export function preloadPage(pathname: string, client: QueryClient, { drawn }: { drawn: boolean }): Promise<void> {
  const match = matchPage(pathname);
  if (!match) return Promise.resolve();
  const page = lazyPages.get(match.path)!;
  const answers = drawn ? undefined : loadPageData(match, client);
  const enough = answers && Promise.race([answers, new Promise((resolve) => setTimeout(resolve, DATA_WAIT_MS))]);
  return Promise.all([page.preload(), enough]).then(() => undefined);
}

/**
 * The app has taken the page over (drawn it, or hydrated the server's drawing): its controls now answer.
 * The browser tests wait for this mark after each page load (e2e/fixtures.ts).
 */
function markReady(): void {
  document.documentElement.dataset.appReady = '';
}

/** `onReady` runs once the app has taken the first page over. */
export function AppRouter({ onReady }: { onReady?: () => void }) {
  return (
    <BrowserRouter>
      <AppRoutes
        pages={pages}
        onShown={() => {
          markReady();
          onReady?.();
        }}
      />
    </BrowserRouter>
  );
}
