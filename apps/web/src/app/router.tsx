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
const MerchantPanelPage = lazy(() => import('./routes/merchant/panel.tsx'));
const MerchantGroupsPage = lazy(() => import('./routes/merchant/groups.tsx'));
const MerchantSettingsPage = lazy(() => import('./routes/merchant/settings.tsx'));
const MerchantProductsPage = lazy(() => import('./routes/merchant/products.tsx'));
const OperatorLoginPage = lazy(() => import('./routes/super-admin/login.tsx'));
const OperatorDashboardPage = lazy(() => import('./routes/super-admin/dashboard.tsx'));
const OperatorMerchantsPage = lazy(() => import('./routes/super-admin/merchants.tsx'));
const OperatorPlansPage = lazy(() => import('./routes/super-admin/plans.tsx'));
const OperatorProductsPage = lazy(() => import('./routes/super-admin/products.tsx'));
const OperatorCataloguePage = lazy(() => import('./routes/super-admin/catalogue.tsx'));
const OperatorPartnersPage = lazy(() => import('./routes/super-admin/partners.tsx'));
const OperatorSettingsPage = lazy(() => import('./routes/super-admin/settings.tsx'));

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
          <Route path="/admin" element={<MerchantPanelPage />} />
          <Route path="/admin/groups" element={<MerchantGroupsPage />} />
          <Route path="/admin/settings" element={<MerchantSettingsPage />} />
          <Route path="/admin/products" element={<MerchantProductsPage />} />
          <Route path="/super-admin" element={<Navigate to="/super-admin/dashboard" replace />} />
          <Route path="/super-admin/login" element={<OperatorLoginPage />} />
          <Route path="/super-admin/dashboard" element={<OperatorDashboardPage />} />
          <Route path="/super-admin/merchants" element={<OperatorMerchantsPage />} />
          <Route path="/super-admin/plans" element={<OperatorPlansPage />} />
          <Route path="/super-admin/products" element={<OperatorProductsPage />} />
          <Route path="/super-admin/products/catalogue" element={<OperatorCataloguePage />} />
          <Route path="/super-admin/partners" element={<OperatorPartnersPage />} />
          <Route path="/super-admin/settings" element={<OperatorSettingsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
