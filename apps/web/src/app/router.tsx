import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useParams } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { NotFoundPage } from './routes/not-found.tsx';

// Each area loads on its own, so a shopper's phone never downloads the merchant or operator screens.
const LandingPage = lazy(() => import('./routes/shop/landing.tsx'));
const ProductPage = lazy(() => import('./routes/shop/product.tsx'));
const GroupPage = lazy(() => import('./routes/shop/group.tsx'));
const MarketplacePage = lazy(() => import('./routes/shop/marketplace.tsx'));
const DashboardPage = lazy(() => import('./routes/shop/dashboard.tsx'));

function ProdutosRedirect() {
  const { id } = useParams();
  return <Navigate to={`/product/${id ?? ''}`} replace />;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/product/:id" element={<ProductPage />} />
          <Route path="/produtos/:id" element={<ProdutosRedirect />} />
          <Route path="/g/:linkId" element={<GroupPage />} />
          <Route path="/marketplace" element={<MarketplacePage />} />
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
