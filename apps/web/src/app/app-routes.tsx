import { createContext, Suspense, use, useEffect } from 'react';
import { Navigate, Outlet, useMatch, useParams } from 'react-router';
import { LegalFooter } from '../components/layout/legal-line.tsx';
import { PageSpinner } from '../components/ui/page-spinner.tsx';

export function ProdutosRedirect() {
  const { id } = useParams();
  return <Navigate to={`/product/${id ?? ''}`} replace />;
}

export function SuperAdminRedirect() {
  return <Navigate to="/super-admin/dashboard" replace />;
}

/**
 * Runs once the app has taken the first page over (boot.tsx: the ready mark and the early tap); the
 * server's drawing has none.
 */
export const ShownContext = createContext<(() => void) | undefined>(undefined);

/** Draws nothing; runs `then` once, when the page beside it is on screen and answers. */
function WhenShown({ then }: { then: () => void }) {
  useEffect(() => then(), []); // once: for the page the app started on
  return null;
}

/**
 * The frame of every page (the routes' root, route-table.ts), the same on the server and in the browser.
 * `ShownContext`'s callback runs once the first page is on screen with its handlers: inside the page's
 * Suspense boundary, which React hydrates after the rest of the app, so not before the page's buttons answer.
 */
export function AppFrame() {
  const onShown = use(ShownContext);
  const landing = useMatch('/');
  const product = useMatch('/product/:id');
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
      {/* Every page names who runs the site and links the privacy notice and terms; the landing and product pages carry them in their own footer. */}
      {landing || product ? null : <LegalFooter />}
      {onShown ? <WhenShown then={onShown} /> : null}
    </Suspense>
  );
}
