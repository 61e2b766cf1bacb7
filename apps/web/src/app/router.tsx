import { Suspense } from 'react';
import { BrowserRouter, matchRoutes, Navigate, Route, Routes, useParams } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { type LazyPage, lazyPage } from './lazy-page.ts';

// Each area loads on its own, so a shopper's phone never downloads the merchant or operator screens.
const pages: ReadonlyArray<readonly [path: string, page: LazyPage]> = [
  ['/', lazyPage(() => import('./routes/shop/landing.tsx'))],
  ['/product/:id', lazyPage(() => import('./routes/shop/product.tsx'))],
  ['/g/:linkId', lazyPage(() => import('./routes/shop/group.tsx'))],
  ['/marketplace', lazyPage(() => import('./routes/shop/marketplace.tsx'))],
  ['/dashboard', lazyPage(() => import('./routes/shop/dashboard.tsx'))],
  ['/admin', lazyPage(() => import('./routes/merchant/panel.tsx'))],
  ['/admin/groups', lazyPage(() => import('./routes/merchant/groups.tsx'))],
  ['/admin/settings', lazyPage(() => import('./routes/merchant/settings.tsx'))],
  ['/admin/products', lazyPage(() => import('./routes/merchant/products.tsx'))],
  ['/super-admin/login', lazyPage(() => import('./routes/super-admin/login.tsx'))],
  ['/super-admin/dashboard', lazyPage(() => import('./routes/super-admin/dashboard.tsx'))],
  ['/super-admin/merchants', lazyPage(() => import('./routes/super-admin/merchants.tsx'))],
  ['/super-admin/plans', lazyPage(() => import('./routes/super-admin/plans.tsx'))],
  ['/super-admin/products', lazyPage(() => import('./routes/super-admin/products.tsx'))],
  ['/super-admin/products/catalogue', lazyPage(() => import('./routes/super-admin/catalogue.tsx'))],
  ['/super-admin/partners', lazyPage(() => import('./routes/super-admin/partners.tsx'))],
  ['/super-admin/settings', lazyPage(() => import('./routes/super-admin/settings.tsx'))],
];

/**
 * Loads the code of the page at `pathname` (if it is one of the lazily loaded pages), so the first
 * render shows the page rather than the spinner: the server's HTML already asked for that code
 * (modulepreload, apps/server/src/plugins/route-preloads.ts), this only waits for it.
 */
export function preloadPage(pathname: string): Promise<void> {
  const match = matchRoutes(pages.map(([path]) => ({ path })), pathname)?.[0];
  const page = pages.find(([path]) => path === match?.route.path)?.[1];
  return page ? page.preload() : Promise.resolve();
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
