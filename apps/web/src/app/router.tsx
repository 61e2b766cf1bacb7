import { Suspense } from 'react';
import type { PagePath } from '@juntai/contract';
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
import { type LazyPage, lazyPage } from './lazy-page.ts';

/** Asks for a page's data (into the query cache) before its first render; see `preloadPage`. */
type PageData = (client: QueryClient, params: Params) => Array<Promise<void>>;

// Each area loads on its own, so a shopper's phone never downloads the merchant or operator screens.
// The shopper pages also name the data they show first, so it is asked for alongside their code.
// The table is keyed by the shared page list (@juntai/contract PAGE_PATHS), so a page added here and
// not there (or the reverse) does not compile, and the server's 404 for unknown paths stays right.
const pageTable: { readonly [P in PagePath]: readonly [page: LazyPage, data?: PageData] } = {
  '/': [lazyPage(() => import('./routes/shop/landing.tsx')), (client) => [client.prefetchQuery(featuredProductsQuery)]],
  '/product/:id': [lazyPage(() => import('./routes/shop/product.tsx')), (client, { id }) => {
    const productId = parseProductId(id);
    return productId === undefined ? [] : [client.prefetchQuery(productQuery(productId)), client.prefetchQuery(groupButtonLookQuery)];
  }],
  '/g/:linkId': [lazyPage(() => import('./routes/shop/group.tsx')), (client, { linkId }) => (linkId ? [client.prefetchQuery(groupQuery(linkId))] : [])],
  '/g/:linkId/comprovante/:paymentId': [lazyPage(() => import('./routes/shop/receipt.tsx'))],
  '/marketplace': [lazyPage(() => import('./routes/shop/marketplace.tsx')), (client) => [
    client.prefetchQuery(marketplaceProductsQuery), client.prefetchQuery(categoriesQuery), client.prefetchQuery(occasionsQuery),
  ]],
  '/dashboard': [lazyPage(() => import('./routes/shop/dashboard.tsx'))],
  '/admin': [lazyPage(() => import('./routes/merchant/panel.tsx'))],
  '/admin/groups': [lazyPage(() => import('./routes/merchant/groups.tsx'))],
  '/admin/settings': [lazyPage(() => import('./routes/merchant/settings.tsx'))],
  '/admin/products': [lazyPage(() => import('./routes/merchant/products.tsx'))],
  '/super-admin/login': [lazyPage(() => import('./routes/super-admin/login.tsx'))],
  '/super-admin/dashboard': [lazyPage(() => import('./routes/super-admin/dashboard.tsx'))],
  '/super-admin/merchants': [lazyPage(() => import('./routes/super-admin/merchants.tsx'))],
  '/super-admin/plans': [lazyPage(() => import('./routes/super-admin/plans.tsx'))],
  '/super-admin/products': [lazyPage(() => import('./routes/super-admin/products.tsx'))],
  '/super-admin/products/catalogue': [lazyPage(() => import('./routes/super-admin/catalogue.tsx'))],
  '/super-admin/partners': [lazyPage(() => import('./routes/super-admin/partners.tsx'))],
  '/super-admin/settings': [lazyPage(() => import('./routes/super-admin/settings.tsx'))],
};
const pages = Object.entries(pageTable).map(([path, [page, data]]) => [path, page, data] as const);

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
