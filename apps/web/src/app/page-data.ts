import { PAGES, type PagePath } from '@juntai/contract/plain';
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

/** Asks for a page's data (into the query cache): the browser before its first render, the server to draw it. */
type PageData = (client: QueryClient, params: Params) => Array<Promise<void>>;

// The shopper pages name the data they show first, so it is asked for alongside their code (and drawn
// into their HTML by the server, entry-server.tsx). Every one of them also shows the public settings.
const pageData: { readonly [P in PagePath]?: PageData } = {
  '/': (client) => [client.prefetchQuery(featuredProductsQuery)],
  '/product/:id': (client, { id }) => {
    const productId = parseProductId(id);
    return productId === undefined ? [] : [client.prefetchQuery(productQuery(productId)), client.prefetchQuery(groupButtonLookQuery)];
  },
  '/g/:linkId': (client, { linkId }) => (linkId ? [client.prefetchQuery(groupQuery(linkId))] : []),
  '/marketplace': (client) => [
    client.prefetchQuery(marketplaceProductsQuery), client.prefetchQuery(categoriesQuery), client.prefetchQuery(occasionsQuery),
  ],
};

export interface PageMatch {
  path: PagePath;
  /** The page's route module, as named in the route table (PAGES). */
  module: string;
  /** Asks for what the page shows first; undefined for pages that load their own data (panels). */
  load?: (client: QueryClient) => Promise<void>;
}

/** The page a pathname opens (the pages' paths never overlap, so the first match is the one the router renders). */
export function matchPage(pathname: string): PageMatch | undefined {
  for (const [path, module] of Object.entries(PAGES) as Array<[PagePath, string]>) {
    const match = matchPath(path, pathname);
    if (!match) continue;
    const data = pageData[path];
    return {
      path,
      module,
      load: data && ((client) => Promise.all([client.prefetchQuery(publicSettingsQuery), ...data(client, match.params)]).then(() => undefined)),
    };
  }
  return undefined;
}
