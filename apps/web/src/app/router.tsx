import { type ComponentType, Suspense } from 'react';
import { PAGES, type PagePath } from '@juntai/contract/plain';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, matchPath, Navigate, type Params, Route, Routes, useParams } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { groupQuery } from '../features/groups/api/get-group.ts';
import { categoriesQuery } from '../features/marketplace/api/get-categories.ts';
import { marketplaceProductsQuery } from '../features/marketplace/api/get-marketplace-products.ts';
import { occasionsQuery } from '../features/marketplace/api/get-occasions.ts';
import { groupButtonLookQuery } from '../features/products/api/get-button-settings.ts';
import { parseProductId, productQuery } from '../features/products/api/get-product.ts';
import { featuredProductsQuery } from '../features/products/hooks/use-featured-products.ts';
import { publicSettingsQuery } from '../lib/public-settings.ts';
import { lazyPage } from './lazy-page.ts';

/** Asks for a page's data (into the query cache) before its first render; see `preloadPage`. */
type PageData = (client: QueryClient, params: Params) => Array<Promise<void>>;

// Each page's module comes from the one route table (@juntai/contract PAGES); each area loads on its own,
// so a shopper's phone never downloads the merchant or operator screens.
const routeModules = import.meta.glob<{ default: ComponentType }>(['./routes/*/*.tsx', '!./routes/*/*.test.tsx']);

// The shopper pages name the data they show first, so it is asked for alongside their code.
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
const pages = (Object.entries(PAGES) as Array<[PagePath, string]>).map(([path, module]) => {
  const load = routeModules[`./routes/${module}`];
  if (!load) throw new Error(`router: no route module ${module} for ${path}`);
  return [path, lazyPage(load), pageData[path]] as const;
});

/**
 * The longest the first render waits for a shopper page's data. Within it the page paints once, with
 * its content, in the task that also paints first (a throttled phone otherwise paints a skeleton, then
 * spends a long task after it on each answer that arrives: issue 11's Total Blocking Time). Past it the
 * page shows its loading state as before, and the answers fill it in when they come.
 */
const DATA_WAIT_MS = 800;

/**
 * Loads the code of the page at `pathname` and asks for its data (plus the operator's public settings
 * that every shopper page shows), so the first render shows the page rather than a spinner or a
 * skeleton. The server's HTML already asked for that code (modulepreload,
 * apps/server/src/plugins/route-preloads.ts); this only waits for it.
 */
export function preloadPage(pathname: string, client: QueryClient): Promise<void> {
  // The pages' paths never overlap, so the first match is the one <Routes> will render (and matchPath
  // alone is cheaper than ranking every route with matchRoutes before anything is on screen).
  for (const [path, page, data] of pages) {
    const match = matchPath(path, pathname);
    if (!match) continue;
    const answers = data ? Promise.all([client.prefetchQuery(publicSettingsQuery), ...data(client, match.params)]) : undefined;
    const enough = answers && Promise.race([answers, new Promise((resolve) => setTimeout(resolve, DATA_WAIT_MS))]);
    return Promise.all([page.preload(), enough]).then(() => undefined);
  }
  return Promise.resolve();
}

function ProdutosRedirect() {
  const { id } = useParams();
  return <Navigate to={`/product/${id ?? ''}`} replace />;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          {pages.map(([path, Page]) => <Route key={path} path={path} element={<Page />} />)}
          <Route path="/produtos/:id" element={<ProdutosRedirect />} />
          <Route path="/super-admin" element={<Navigate to="/super-admin/dashboard" replace />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
