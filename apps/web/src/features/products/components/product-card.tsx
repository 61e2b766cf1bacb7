import type { PublicProduct } from '@juntai/contract';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatReais } from '../../../lib/format.ts';

/**
 * A product in a grid. The name is the link and stretches over the whole card (its ::after), so the
 * card is one tap target while screen readers hear just the product's name.
 */
export function ProductCard({ product }: { product: PublicProduct }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-700 has-[a:focus-visible]:ring-offset-2 motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <img
        src={product.image}
        alt={product.name}
        width={640}
        height={480}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Badge tone="green" className="self-start">{product.category}</Badge>
        <h3 className="text-lg leading-snug font-semibold text-slate-900">
          <Link to={`/product/${product.id}`} className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-brand-700">
            {product.name}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-slate-600">{product.description}</p>
        <p className="mt-auto pt-2 text-xl font-bold text-slate-900">{formatReais(product.price)}</p>
      </div>
    </article>
  );
}
