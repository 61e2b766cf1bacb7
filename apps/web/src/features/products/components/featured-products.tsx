import { useFeaturedProducts } from '../hooks/use-featured-products.ts';
import { ProductCard } from './product-card.tsx';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';

export const FEATURED_SECTION_ID = 'produtos';
/** The spec's number of placeholder cards while the list loads. */
const PLACEHOLDER_CARDS = 6;

/** The landing page's 'Produtos em destaque': skeletons while loading, then one card per product. */
export function FeaturedProducts() {
  const { products, loading } = useFeaturedProducts();
  return (
    <section id={FEATURED_SECTION_ID} aria-labelledby="produtos-titulo" tabIndex={-1} className="scroll-mt-20 py-16 focus:outline-none sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mb-8 max-w-2xl">
          <h2 id="produtos-titulo" className="text-3xl font-bold tracking-tight text-slate-900">Produtos em destaque</h2>
          <p className="mt-2 text-lg text-slate-600">Escolha um produto e crie um grupo para dividir o valor.</p>
        </div>
        <div aria-busy={loading} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {loading
            ? Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => <ProductCardSkeleton key={i} />)
            : products.map((product) => <ProductCard key={product.id} product={product} />)}
        </div>
        {loading ? <p role="status" className="sr-only">Carregando produtos…</p> : null}
      </div>
    </section>
  );
}
