import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchPath, matchRoutes, RouterContextProvider, StaticRouterProvider } from 'react-router';
import { type PageHead, scriptSafeJson } from '@juntai/contract/plain';
import { pageDataContext, type PageRoute, routes } from './app/route-table.ts';
import { AppProviders } from './app/providers.tsx';
import { type ApiFetch, fetchThrough } from './lib/api-client.ts';
import { withServerOrigin } from './lib/page-origin.ts';
import { createQueryClient } from './lib/query-client.ts';

export { pageModules } from './app/route-table.ts';

type PublicReads = ReadonlyMap<string, (input: { params: Record<string, string>; query: Record<string, string> }) => Promise<Response>>;

export interface PageRenderRequest {
  /** The page's address as asked for (path and query). */
  url: string;
  /** The app's public address the request came to ("https://juntai.com.br"), for the links the page shows. */
  origin: string;
  /**
   * The API's public reads, answered in-process, by their path pattern in the API table (given the
   * address's parameters and query): no visitor's cookies reach them, so what the server draws is public.
   */
  reads: PublicReads;
}

export interface RenderedPage {
  /** The page's markup, for inside `<div id="root">`. */
  html: string;
  /** The router's data the markup was drawn from, as JSON safe inside a `<script>`: the browser hydrates from it. */
  state: string;
  /** What the page says about itself (its route's head, from the same data), for the HTML's head. */
  head?: PageHead;
}

const handler = createStaticHandler(routes);

/** The API calls of one drawing, answered by the public reads; a page asking for anything else is not drawn. */
function readsFetch(reads: PublicReads): ApiFetch {
  return async (path) => {
    const address = new URL(path, 'http://juntai.invalid');
    for (const [pattern, read] of reads) {
      const match = matchPath(pattern, address.pathname);
      if (match) return await read({ params: match.params as Record<string, string>, query: Object.fromEntries(address.searchParams) });
    }
    throw new Error(`entry-server: ${address.pathname} is not a public read`);
  };
}

/**
 * Draws a shopper page (a route whose table entry is `drawn`) with its data: the router's static handler
 * runs the page's loader, whose queries read the API in-process, and React draws what the browser's
 * router will hydrate (boot.tsx) from the same loader data. Undefined for any other page, or when the
 * page's data did not load: the browser then draws it itself, as it would have anyway.
 */
export async function renderPage(request: PageRenderRequest): Promise<RenderedPage | undefined> {
  const url = new URL(request.url, request.origin);
  const route = matchRoutes(routes, url.pathname)?.at(-1)?.route.handle as PageRoute | undefined;
  if (!route?.drawn) return undefined;
  const client = fetchThrough(createQueryClient(), readsFetch(request.reads));
  const context = new RouterContextProvider();
  context.set(pageDataContext, { client });
  const result = await handler.query(new Request(url), { requestContext: context });
  if (result instanceof Response) return undefined;
  const page = result.matches.at(-1)!;
  if (result.errors) throw new Error(`entry-server: ${request.url} did not load`, { cause: Object.values(result.errors)[0] });
  if (client.getQueryCache().getAll().some((query) => query.state.status !== 'success')) return undefined;
  const { html, head } = withServerOrigin(request.origin, () => ({
    html: renderToString(
      <StrictMode>
        <AppProviders queryClient={client}>
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, result)} context={result} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    ),
    head: route.head?.({ client, params: page.params, origin: request.origin }),
  }));
  // A part that failed to draw leaves React's "draw this in the browser" mark (`<!--$!-->`): rather than
  // half a page, the browser then draws the whole page itself, as it would have without the server.
  if (html.includes('<!--$!-->')) throw new Error(`entry-server: ${request.url} did not draw on the server`);
  const { loaderData, actionData, errors } = result;
  client.clear();
  return { html, state: scriptSafeJson({ loaderData, actionData, errors }), head };
}
