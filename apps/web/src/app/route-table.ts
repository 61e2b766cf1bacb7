import { DEFAULT_PUBLIC_SETTINGS, groupHead, type PageHead, type PagePath, productHead } from '@juntai/contract/plain';
import { centsFromReais } from '@juntai/domain';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type Params } from 'react-router';
import { groupQuery } from '../features/groups/api/get-group.ts';
import { categoriesQuery } from '../features/marketplace/api/get-categories.ts';
import { marketplaceProductsQuery } from '../features/marketplace/api/get-marketplace-products.ts';
import { occasionsQuery } from '../features/marketplace/api/get-occasions.ts';
import { groupButtonLookQuery } from '../features/products/api/get-button-settings.ts';
import { parseProductId, productQuery } from '../features/products/api/get-product.ts';
import { featuredProductsQuery } from '../features/products/hooks/use-featured-products.ts';
import { publicSettingsQuery } from '../lib/public-settings.ts';

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
  /** Asks for the data the page shows first (into the query cache): the browser before its first render, the server to draw it. */
  data?: (client: QueryClient, params: Params) => Array<Promise<void>>;
  /**
   * What the page says about itself (title, description, link preview, structured data), made from its
   * data once that is in the cache: the server writes it into the drawn page's HTML, which is what
   * WhatsApp shows for the link, and the open page keeps its head in step with it (usePageHead).
   */
  head?: (source: HeadSource) => PageHead | undefined;
}

const platformName = (client: QueryClient) => client.getQueryData(publicSettingsQuery.queryKey)?.platform_name ?? DEFAULT_PUBLIC_SETTINGS.platform_name;

/** The head of the privacy notice and the terms. */
function legalHead(title: string, client: QueryClient, origin: string, path: string): PageHead {
  const name = platformName(client);
  return { title: `${title} — ${name}`, description: `${title} do ${name}: quem somos, seus dados e seus direitos.`, url: `${origin}${path}`, type: 'website' };
}

/**
 * The route table: every page of the web app, by its address (the addresses themselves are the
 * contract's PAGE_PATHS, which the server answers 404 outside of). The browser's router loads each
 * page from it (router.tsx), the server draws the shopper pages and their heads from it
 * (entry-server.tsx), and the server names each page's code in its HTML from it (the server build
 * exports the modules: apps/server plugins/route-preloads.ts).
 */
export const ROUTES: { readonly [P in PagePath]: PageRoute } = {
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

export const ROUTE_ENTRIES = Object.entries(ROUTES) as Array<[PagePath, PageRoute]>;

export interface PageMatch {
  path: PagePath;
  route: PageRoute;
  params: Params;
}

/** The page a pathname opens (the pages' paths never overlap, so the first match is the one the router renders). */
export function matchPage(pathname: string): PageMatch | undefined {
  for (const [path, route] of ROUTE_ENTRIES) {
    const match = matchPath(path, pathname);
    if (match) return { path, route, params: match.params };
  }
  return undefined;
}

/**
 * Asks for what a page shows first, with the public settings every page with data also shows;
 * undefined for pages that load their own data (the panels).
 */
export function loadPageData({ route, params }: PageMatch, client: QueryClient): Promise<void> | undefined {
  if (!route.data) return undefined;
  return Promise.all([client.prefetchQuery(publicSettingsQuery), ...route.data(client, params)]).then(() => undefined);
}
