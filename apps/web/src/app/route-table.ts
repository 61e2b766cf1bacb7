import { DEFAULT_PUBLIC_SETTINGS, groupHead, type PageHead, type PagePath, productHead } from '@juntai/contract/plain';
import { centsFromReais } from '@juntai/domain';
import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createContext, type LoaderFunctionArgs, matchRoutes, type Params, type RouteObject, type RouterContextProvider } from 'react-router';
import { groupQuery } from '../features/groups/api/get-group.ts';
import { categoriesQuery } from '../features/marketplace/api/get-categories.ts';
import { marketplaceProductsQuery } from '../features/marketplace/api/get-marketplace-products.ts';
import { occasionsQuery } from '../features/marketplace/api/get-occasions.ts';
import { groupButtonLookQuery } from '../features/products/api/get-button-settings.ts';
import { parseProductId, productQuery } from '../features/products/api/get-product.ts';
import { featuredProductsQuery } from '../features/products/hooks/use-featured-products.ts';
import { publicSettingsQuery } from '../lib/public-settings.ts';
import { AppFrame, ProdutosRedirect, SuperAdminRedirect } from './app-routes.tsx';
import { NotFoundPage } from './routes/not-found.tsx';

/** What a page needs to say about itself: its own data (in the query cache) and the address it is served at. */
export interface HeadSource {
  client: QueryClient;
  params: Params;
  /** The app's public address ("https://juntai.com.br"); links in the head are absolute. */
  origin: string;
}

/** Everything about one page of the app. */
export interface PageRoute {
  /** Its route module, under apps/web/src/app/routes/: loaded on demand in the browser, at hand on the server. */
  module: string;
  /**
   * A page a shopper opens from a link: the server draws it with its data (entry-server.tsx, ADR 0035)
   * and its HTML carries its head. Every other page gets HTML that names its code, and is drawn by the browser.
   */
  drawn?: true;
  /**
   * Asks for the data the page shows first into the query cache (the same query options the page's
   * hooks use): its route's loader, on the server to draw it and in the browser before it shows.
   */
  data?: (client: QueryClient, params: Params) => Array<Promise<void>>;
  /**
   * What the page says about itself (title, description, link preview, structured data), made from its
   * data once that is in the cache: the server writes it into the drawn page's HTML, which is what
   * WhatsApp shows for the link, and the open page keeps its head in step with it (use-route-head.ts).
   */
  head?: (source: HeadSource) => PageHead | undefined;
}

/**
 * What the loaders read through, given by the router's context: the query cache (on the server, a
 * drawing's own, which reads the API in-process: entry-server.tsx; in the browser, the app's), and how
 * long a loader waits for its answers at most (none on the server: it draws the page with its data).
 */
export const pageDataContext = createContext<{ client: QueryClient; waitMs?: number }>();

const platformName = (client: QueryClient) => client.getQueryData(publicSettingsQuery.queryKey)?.platform_name ?? DEFAULT_PUBLIC_SETTINGS.platform_name;

/** The head of the privacy notice and the terms. */
function legalHead(title: string, client: QueryClient, origin: string, path: string): PageHead {
  const name = platformName(client);
  return { title: `${title} — ${name}`, description: `${title} do ${name}: quem somos, seus dados e seus direitos.`, url: `${origin}${path}`, type: 'website' };
}

/**
 * The route table: every page of the web app, by its address (the addresses themselves are the
 * contract's PAGE_PATHS, which the server answers 404 outside of). The app's `routes` (below) are made
 * from it, and the server names each page's code in its HTML from it (the server build exports
 * `pageModules`: apps/server plugins/route-preloads.ts).
 */
export const PAGES: { readonly [P in PagePath]: PageRoute } = {
  '/': { module: 'shop/landing.tsx', drawn: true, data: (client) => [client.prefetchQuery(featuredProductsQuery)] },
  '/product/:id': {
    module: 'shop/product.tsx',
    drawn: true,
    data: (client, { id }) => {
      const productId = parseProductId(id);
      return productId === undefined ? [] : [client.prefetchQuery(productQuery(productId)), client.prefetchQuery(groupButtonLookQuery)];
    },
    head: ({ client, params, origin }) => {
      const productId = parseProductId(params.id);
      const product = productId === undefined ? undefined : client.getQueryData(productQuery(productId).queryKey);
      return product && productHead(
        { id: product.id, name: product.name, priceCents: centsFromReais(product.price), image: product.image },
        { origin, platformName: platformName(client) },
      );
    },
  },
  '/g/:linkId': {
    module: 'shop/group.tsx',
    drawn: true,
    data: (client, { linkId }) => (linkId ? [client.prefetchQuery(groupQuery(linkId))] : []),
    head: ({ client, params, origin }) => {
      const group = params.linkId ? client.getQueryData(groupQuery(params.linkId).queryKey) : undefined;
      return group && groupHead(group, { origin, platformName: platformName(client) });
    },
  },
  '/g/:linkId/comprovante/:paymentId': { module: 'shop/receipt.tsx' },
  '/marketplace': {
    module: 'shop/marketplace.tsx',
    drawn: true,
    data: (client) => [client.prefetchQuery(marketplaceProductsQuery), client.prefetchQuery(categoriesQuery), client.prefetchQuery(occasionsQuery)],
  },
  '/dashboard': { module: 'shop/dashboard.tsx', drawn: true },
  // Drawn with the public settings (the company, the encarregado, the retention periods): readable without script.
  '/privacidade': { module: 'shop/privacy.tsx', drawn: true, data: () => [], head: ({ client, origin }) => legalHead('Política de privacidade', client, origin, '/privacidade') },
  '/termos': { module: 'shop/terms.tsx', drawn: true, data: () => [], head: ({ client, origin }) => legalHead('Termos de uso', client, origin, '/termos') },
  '/admin': { module: 'merchant/panel.tsx' },
  '/admin/groups': { module: 'merchant/groups.tsx' },
  '/admin/settings': { module: 'merchant/settings.tsx' },
  '/admin/products': { module: 'merchant/products.tsx' },
  '/super-admin/login': { module: 'super-admin/login.tsx' },
  '/super-admin/dashboard': { module: 'super-admin/dashboard.tsx' },
  '/super-admin/merchants': { module: 'super-admin/merchants.tsx' },
  '/super-admin/plans': { module: 'super-admin/plans.tsx' },
  '/super-admin/products': { module: 'super-admin/products.tsx' },
  '/super-admin/products/catalogue': { module: 'super-admin/catalogue.tsx' },
  '/super-admin/partners': { module: 'super-admin/partners.tsx' },
  '/super-admin/settings': { module: 'super-admin/settings.tsx' },
  '/super-admin/privacidade': { module: 'super-admin/privacy.tsx' },
};

const PAGE_ENTRIES = Object.entries(PAGES) as Array<[PagePath, PageRoute]>;

/** Each page's route module, as the web build names it: the server names a page's code in its HTML from these. */
export const pageModules: ReadonlyArray<readonly [PagePath, string]> = PAGE_ENTRIES.map(([path, { module }]) => [path, `src/app/routes/${module}`]);

/**
 * A page's loader: asks for its data, with the public settings every page with data also shows, into
 * the context's cache, and answers the cache's answers as the router's data. On the server that cache
 * is the drawing's own, so it holds this page's data only, which the browser hydrates from (boot.tsx).
 * A query that fails is left to the page, which shows its own error as before.
 */
async function loadPage(data: NonNullable<PageRoute['data']>, params: Params, { client, waitMs }: { client: QueryClient; waitMs?: number }): Promise<DehydratedState> {
  const answers = Promise.all([client.prefetchQuery(publicSettingsQuery), ...data(client, params)]);
  await (waitMs === undefined ? answers : Promise.race([answers, new Promise((resolve) => setTimeout(resolve, waitMs))]));
  return dehydrate(client);
}

// Each area loads on its own, so a shopper's phone never downloads the merchant or operator screens.
const routeModules = import.meta.glob<{ default: ComponentType }>(['./routes/*/*.tsx', '!./routes/*/*.test.tsx']);

/**
 * The app's routes, the same for the browser's router (boot.tsx) and the server's drawing
 * (entry-server.tsx): every page of the table loaded on demand, with its loader and, as its `handle`,
 * its entry in the table (its head, whether the server draws it). A route whose data is in is not
 * loaded again while only its query changes: the page's own queries follow that.
 */
export const routes: RouteObject[] = [{
  Component: AppFrame,
  children: [
    ...PAGE_ENTRIES.map(([path, page]): RouteObject => {
      const { module, data } = page;
      const load = routeModules[`./routes/${module}`];
      if (!load) throw new Error(`route-table: no route module ${module} for ${path}`);
      return {
        path,
        handle: page,
        lazy: async () => ({ Component: (await load()).default }),
        // A panel has none: it draws at once and fills in (ADR 0035).
        loader: data && (({ params, context }: LoaderFunctionArgs<RouterContextProvider>) => loadPage(data, params, context.get(pageDataContext))),
        shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
      };
    }),
    { path: '/produtos/:id', Component: ProdutosRedirect },
    { path: '/super-admin', Component: SuperAdminRedirect },
    { path: '*', Component: NotFoundPage },
  ],
}];

/**
 * Loads the code of the routes an address opens, ahead of the router (boot.tsx): its first render is
 * then the page itself (the server's drawing hydrates as it is) rather than a fallback. The HTML already
 * asked for that code (apps/server/src/plugins/route-preloads.ts); this only waits for it.
 */
export async function loadRouteCode(pathname: string): Promise<void> {
  await Promise.all((matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
    if (typeof route.lazy === 'function') Object.assign(route, { ...await route.lazy(), lazy: undefined });
  }));
}
