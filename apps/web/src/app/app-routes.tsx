import { type ComponentType, Suspense } from 'react';
import type { PagePath } from '@juntai/contract/plain';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { NotFoundPage } from './routes/not-found.tsx';

function ProdutosRedirect() {
  const { id } = useParams();
  return <Navigate to={`/product/${id ?? ''}`} replace />;
}

/**
 * Every page of the route table, the same tree in the browser (pages loaded on demand, router.tsx) and
 * on the server (pages at hand, entry-server.tsx), so what the server draws is what the browser hydrates.
 */
export function AppRoutes({ pages }: { pages: ReadonlyArray<readonly [PagePath, ComponentType]> }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        {pages.map(([path, Page]) => <Route key={path} path={path} element={<Page />} />)}
        <Route path="/produtos/:id" element={<ProdutosRedirect />} />
        <Route path="/super-admin" element={<Navigate to="/super-admin/dashboard" replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
