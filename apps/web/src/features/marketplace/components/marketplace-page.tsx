import type { PublicProduct } from '@juntai/contract';
import { useQuery } from '@tanstack/react-query';
import { PackageSearch, Store } from 'lucide-react';
import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRevealInSteps } from '../../../lib/use-reveal-in-steps.ts';
import { categoriesQuery } from '../api/get-categories.ts';
import { marketplaceProductsQuery } from '../api/get-marketplace-products.ts';
import { occasionsQuery } from '../api/get-occasions.ts';
import { useMarketplaceFilters } from '../hooks/use-marketplace-filters.ts';
import { applyFilters } from '../lib/filters.ts';
import { MarketplaceFilters } from './marketplace-filters.tsx';
import { MarketplaceHeader } from './marketplace-header.tsx';
import { MarketplaceProductCard } from './marketplace-product-card.tsx';
import { OccasionTiles } from './occasion-tiles.tsx';

const PLACEHOLDERS = 6;
/** Cards of the first render: a screenful on any width, painted without the whole list. */
const FIRST_CARDS = 6;
/** Cards rendered per task after it: two keep each task under 50 ms on a slow phone (six took 60–170 ms). */
const CARDS_PER_TASK = 2;

/**
 * The cards, revealed a few per task. Its own component, with cards memoised, so that each step renders
 * only the new cards, not the page's filters, tiles and the cards already shown.
 */
function ProductGrid({ products }: { products: PublicProduct[] }) {
  const rendered = useRevealInSteps(products.length, FIRST_CARDS, CARDS_PER_TASK);
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="marketplace-grid">
      {products.slice(0, rendered).map((product) => (
        // Off-screen cards skip style, layout and paint until scrolled near (the size is a card's).
        <li key={product.id} className="[contain-intrinsic-size:auto_34rem] [content-visibility:auto]"><ProductCard product={product} /></li>
      ))}
    </ul>
  );
}

const ProductCard = memo(MarketplaceProductCard);

/** The public marketplace (shopper.md §2): partners' products, filtered, searched and sorted through the URL. */
export function MarketplacePage() {
  useDocumentTitle('Marketplace — Juntaí');
  const products = useQuery(marketplaceProductsQuery);
  const categories = useQuery(categoriesQuery);
  const occasions = useQuery(occasionsQuery);
  const { filters, update, clear } = useMarketplaceFilters();

  // A failed load is not announced (shopper.md §8): the grid is simply empty.
  const shown = useMemo(
    () => applyFilters(products.data ?? [], filters, occasions.data ?? []),
    [products.data, filters, occasions.data],
  );

  return (
    <div className="min-h-screen">
      <MarketplaceHeader />
      <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Marketplace</h1>
            <p className="mt-1 text-slate-600">Produtos de lojas parceiras para comprar em grupo e dividir em cotas.</p>
          </div>
          <Link to="/super-admin/login" className="inline-flex h-10 items-center gap-2 self-start rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:self-auto">
            <Store aria-hidden="true" className="h-4 w-4" /> Área do Lojista
          </Link>
        </div>

        <MarketplaceFilters filters={filters} categories={categories.data ?? []} onChange={update} onClear={clear} />

        <OccasionTiles occasions={occasions.data ?? []} selectedId={filters.occasionId} onSelect={(occasionId) => update({ occasionId })} />

        <section aria-labelledby="products-title" className="flex flex-col gap-3">
          <div className="flex items-baseline justify-between gap-2">
            <h2 id="products-title" className="text-lg font-semibold text-slate-900">Produtos</h2>
            {products.isPending ? null : (
              <p className="text-sm text-slate-600" role="status" aria-live="polite">
                {shown.length === 1 ? '1 produto' : `${shown.length} produtos`}
              </p>
            )}
          </div>
          {products.isPending ? (
            <ul aria-busy="true" aria-label="Carregando produtos" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: PLACEHOLDERS }, (_, i) => (
                <li key={i} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
                  <Skeleton className="aspect-[4/3] rounded-none" />
                  <div className="flex flex-col gap-2 p-4"><Skeleton className="h-4 w-1/3" /><Skeleton className="h-5 w-3/4" /><Skeleton className="h-8 w-1/2" /></div>
                </li>
              ))}
            </ul>
          ) : shown.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
              <PackageSearch aria-hidden="true" className="h-10 w-10 text-slate-400" />
              <p className="text-lg font-semibold text-slate-800">Nenhum produto encontrado</p>
              <p className="text-sm text-slate-600">Tente outra busca ou limpe os filtros.</p>
            </div>
          ) : (
            <ProductGrid products={shown} />
          )}
        </section>
      </main>
    </div>
  );
}
