import { AsyncLocalStorage } from 'node:async_hooks';
import { type ComponentType, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { type PageHead, type PagePath, scriptSafeJson } from '@juntai/contract/plain';
import { AppRoutes } from './app/app-routes.tsx';
import { loadPageData, matchPage, ROUTE_ENTRIES } from './app/route-table.ts';
import { AppProviders } from './app/providers.tsx';
import { setApiFetch } from './lib/api-client.ts';
import { setServerOrigin } from './lib/page-origin.ts';
import { createQueryClient } from './lib/query-client.ts';

export interface PageRenderRequest {
  /** The page's address as asked for (path and query). */
  url: string;
  /** The app's public address the request came to ("https://juntai.com.br"), for the links the page shows. */
  origin: string;
  /**
   * The API's public reads, answered in-process, by their path pattern in the API table (given the
   * address's parameters and query): no visitor's cookies reach them, so what the server draws is public.
   */
  reads: ReadonlyMap<string, (input: { params: Record<string, string>; query: Record<string, string> }) => Promise<Response>>;
}

export interface RenderedPage {
  /** The page's markup, for inside `<div id="root">`. */
  html: string;
  /** The query cache the markup was drawn from, as JSON safe inside a `<script>`: the browser hydrates from it. */
  state: string;
  /** What the page says about itself (its route's head, from the same data), for the HTML's head. */
  head?: PageHead;
}

// On the server every page is at hand (the browser loads each on demand, app/router.tsx).
const routeModules = import.meta.glob<{ default: ComponentType }>(['./app/routes/*/*.tsx', '!./app/routes/*/*.test.tsx'], { eager: true });
const pages = ROUTE_ENTRIES.map(([path, { module }]) => {
  const page = routeModules[`./app/routes/${module}`];
  if (!page) throw new Error(`entry-server: no route module ${module} for ${path}`);
  return [path, page.default] as const;
});

// Each render's API calls go to that render's request (renders run concurrently).
const renderRequest = new AsyncLocalStorage<PageRenderRequest>();
setApiFetch(async (path) => {
  const request = renderRequest.getStore();
  if (!request) throw new Error('entry-server: an API call outside a page render');
  const address = new URL(path, 'http://juntai.invalid');
  for (const [pattern, read] of request.reads) {
    const match = matchPath(pattern, address.pathname);
    if (match) return await read({ params: match.params as Record<string, string>, query: Object.fromEntries(address.searchParams) });
  }
  throw new Error(`entry-server: ${address.pathname} is not a public read`);
});

setServerOrigin(() => renderRequest.getStore()?.origin ?? '');

/** Each page's route module, as the web build names it: the server names a page's code in its HTML from these. */
export const pageModules: ReadonlyArray<readonly [PagePath, string]> = ROUTE_ENTRIES.map(([path, { module }]) => [path, `src/app/routes/${module}`]);

/**
 * Draws a shopper page (a route marked `drawn`) with its data, as the browser's first render will draw it
 * (boot.tsx hydrates it from the same cache). Undefined for any other page, or when the page's data
 * did not load: the browser then draws it itself, as it would have anyway.
 */
export async function renderPage(request: PageRenderRequest): Promise<RenderedPage | undefined> {
  const pathname = new URL(request.url, 'http://juntai.invalid').pathname;
  const match = matchPage(pathname);
  if (!match?.route.drawn) return undefined;
  return duringRender(request, async () => {
    const client = createQueryClient();
    await loadPageData(match, client);
    if (client.getQueryCache().getAll().some((query) => query.state.status !== 'success')) return undefined;
    const html = renderToString(
      <StrictMode>
        <AppProviders queryClient={client}>
          <StaticRouter location={request.url}>
            <AppRoutes pages={pages} />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
    );
    // A part that failed to draw leaves React's "draw this in the browser" mark (`<!--$!-->`): rather than
    // half a page, the browser then draws the whole page itself, as it would have without the server.
    if (html.includes("<!--$!-->")) throw new Error(`entry-server: ${pathname} did not draw on the server`);
    const state = scriptSafeJson(dehydrate(client));
    const head = match.route.head?.({ client, params: match.params, origin: request.origin });
    client.clear();
    return { html, state, head };
  });
}

let rendersInFlight = 0;

/**
 * Runs one render with its request in `renderRequest`. On Node 20, from an AsyncLocalStorage's first
 * `run` until it is disabled, the whole process tracks every promise it makes (async hooks): a promise-heavy
 * loop ran at half speed, so every API answer paid for the pages' drawing. The storage is therefore
 * disabled whenever no render is in flight (renders are few: each drawing is reused, plugins/spa.ts).
 */
async function duringRender<T>(request: PageRenderRequest, render: () => Promise<T>): Promise<T> {
  rendersInFlight += 1;
  try {
    return await renderRequest.run(request, render);
  } finally {
    rendersInFlight -= 1;
    if (rendersInFlight === 0) renderRequest.disable();
  }
}
