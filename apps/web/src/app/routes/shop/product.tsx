import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { toast } from '../../../lib/notify.ts';
import { BackHeader } from '../../../components/layout/back-header.tsx';
import { SiteFooter } from '../../../components/layout/site-footer.tsx';
import { isProductMissing, parseProductId, useProduct } from '../../../features/products/api/get-product.ts';
import { useStoreSite } from '../../../features/products/api/get-store-site.ts';
import { GroupPurchaseInfo } from '../../../features/products/components/group-purchase-info.tsx';
import { ProductDetails } from '../../../features/products/components/product-details.tsx';
import { ProductDetailsSkeleton } from '../../../features/products/components/product-details-skeleton.tsx';
import { ProductLoadError, ProductNotFound } from '../../../features/products/components/product-page-states.tsx';
import { creationDraft } from '../../../features/groups/lib/creation-draft.ts';
import { groupLink } from '../../../features/groups/lib/share.ts';
import { closeEmbedder, notifyEmbedder, storeReturnUrl } from '../../../features/groups/lib/store-return.ts';
import { useBackCloses } from '../../../lib/use-back-closes.ts';
import { usePageHead } from '../../../lib/use-page-head.ts';
import { useRouteHead } from '../../use-route-head.ts';

// The creation dialog (Radix dialog, three steps, the invite list) loads with the first tap on the
// group button, or at once when a store's button asked for it (criar=1): most visits only look.
const CreateGroupDialog = lazy(() => import('../../../features/groups/components/create-group-dialog.tsx').then((m) => ({ default: m.CreateGroupDialog })));

/** How a store's button opened the page (docs/integration.md): the dialog at once, framed, or in a tab to return from. */
interface StoreEntry {
  createAtOnce: boolean;
  embedded: boolean;
  /** `voltar=` as it came; offered as the way back only if it lies on the store's own site. */
  requestedReturn: string | null;
}

function ProductContent({ id, entry }: { id: number | undefined; entry: StoreEntry }) {
  const [groupDialogOpen, setGroupDialogOpen] = useState(entry.createAtOnce);
  useBackCloses(groupDialogOpen, () => setGroupDialogOpen(false));
  // Once opened, the dialog stays mounted, so closing and reopening keeps what was typed.
  const [dialogLoaded, setDialogLoaded] = useState(entry.createAtOnce);
  // A reload with the creation sheet open opens it again where it was (creation-draft.ts), after the
  // first render: the server drew the page without it.
  useEffect(() => {
    if (id === undefined || !creationDraft(id).read()?.open) return;
    setDialogLoaded(true);
    setGroupDialogOpen(true);
  }, [id]);
  const { data: product, error, isPending, refetch } = useProduct(id);
  const storeSite = useStoreSite(id, entry.requestedReturn !== null || entry.embedded);
  const returnUrl = storeReturnUrl(entry.requestedReturn, storeSite);
  const missing = id === undefined || isProductMissing(error);
  const failed = Boolean(error) && !missing;
  usePageHead(useRouteHead(), missing ? 'Produto não encontrado — Juntaí' : 'Produto — Juntaí');

  useEffect(() => {
    // The spec's toast for a product that could not be fetched, once per failure (a retry that fails
    // again shows it again; the toast id stops React's development double effects from doubling it).
    if (failed) toast.error('Erro ao carregar produto', { id: `product-error-${id}` });
  }, [error, failed, id]);

  if (missing) return <ProductNotFound />;
  if (failed) return <ProductLoadError onRetry={() => void refetch()} />;
  if (isPending || !product) return <ProductDetailsSkeleton />;
  return (
    <>
      <ProductDetails product={product} onGroupPurchase={() => {
        setDialogLoaded(true);
        setGroupDialogOpen(true);
      }} />
      <GroupPurchaseInfo product={product} />
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <CreateGroupDialog product={product} open={groupDialogOpen} storeReturnUrl={returnUrl}
            onOpenChange={(open) => {
              setGroupDialogOpen(open);
              if (!open && entry.embedded) closeEmbedder(storeSite);
            }}
            onCreated={entry.embedded ? (group) => notifyEmbedder(groupLink(group.link_id), storeSite) : undefined} />
        </Suspense>
      ) : null}
    </>
  );
}

export default function ProductPage() {
  const { id } = useParams();
  const productId = parseProductId(id);
  const [params] = useSearchParams();
  // Inside the store's dialog (embed=1) the site's header and footer would only be clutter.
  const entry: StoreEntry = { createAtOnce: params.get('criar') === '1', embedded: params.get('embed') === '1', requestedReturn: params.get('voltar') };
  return (
    <div className="flex min-h-screen flex-col">
      {entry.embedded ? null : <BackHeader />}
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-10">
        <ProductContent key={productId ?? 'invalid'} id={productId} entry={entry} />
      </main>
      {entry.embedded ? null : <SiteFooter />}
    </div>
  );
}
