import { type ComponentType, Suspense, useEffect } from 'react';
import type { PagePath } from '@juntai/contract/plain';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { LegalFooter } from '../components/layout/legal-line.tsx';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { NotFoundPage } from './routes/not-found.tsx';

function ProdutosRedirect() {
  const { id } = useParams();
  return <Navigate to={`/product/${id ?? ''}`} replace />;
}

/** Draws nothing; runs `then` once, when the page beside it is on screen and answers. */
function WhenShown({ then }: { then: () => void }) {
  useEffect(() => then(), []); // once: for the page the app started on
  return null;
}

/**
 * Every page of the route table, the same tree in the browser (pages loaded on demand, router.tsx) and
 * on the server (pages at hand, entry-server.tsx), so what the server draws is what the browser hydrates.
 * `onShown` runs once the first page is on screen with its handlers: inside the page's Suspense
 * boundary, which React hydrates after the rest of the app, so not before the page's buttons answer.
 */
export function AppRoutes({ pages, onShown }: { pages: ReadonlyArray<readonly [PagePath, ComponentType]>; onShown?: () => void }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        {pages.map(([path, Page]) => <Route key={path} path={path} element={<Page />} />)}
        <Route path="/produtos/:id" element={<ProdutosRedirect />} />
        <Route path="/super-admin" element={<Navigate to="/super-admin/dashboard" replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      {/* Every page names who runs the site and links the privacy notice and terms; the landing and product pages carry them in their own footer. */}
      <Routes>
        <Route path="/" element={null} />
        <Route path="/product/:id" element={null} />
        <Route path="*" element={<LegalFooter />} />
      </Routes>
      {onShown ? <WhenShown then={onShown} /> : null}
    </Suspense>
  );
}
