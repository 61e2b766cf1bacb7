import type { PublicProduct } from '@juntai/contract';
import { centsFromReais, formatBRL, perPersonPrices } from '@juntai/domain';
import { Star, Store, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, type BadgeProps } from '../../../components/ui/badge.tsx';
import { formatReais } from '../../../lib/format.ts';

const AUDIENCE: Record<PublicProduct['target_audience'], { label: string; tone: BadgeProps['tone'] }> = {
  presente: { label: 'Presente', tone: 'purple' },
  familia: { label: 'Família', tone: 'amber' },
  tech: { label: 'Tech', tone: 'blue' },
  casa: { label: 'Casa', tone: 'green' },
  geral: { label: 'Geral', tone: 'gray' },
};

export const MAX_CARD_TAGS = 3;

function groupPrices(product: PublicProduct) {
  try {
    return perPersonPrices(centsFromReais(product.price), product.min_group_size, product.max_group_size);
  } catch {
    return []; // sizes the database should never hold; the card then shows no per-person table
  }
}

/** A marketplace product: image, badges, price, per-person price for three group sizes, seller, tags, 'Criar Grupo'. */
export function MarketplaceProductCard({ product }: { product: PublicProduct }) {
  const audience = AUDIENCE[product.target_audience];
  const prices = groupPrices(product);
  const titleId = `product-${product.id}-title`;
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[4/3] bg-slate-100">
        <img src={product.image} alt={product.name} loading="lazy" decoding="async" width={400} height={300} className="h-full w-full object-cover" />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
          {product.featured ? <Badge tone="amber" className="shadow-sm"><Star aria-hidden="true" className="h-3 w-3" />Destaque</Badge> : null}
          <Badge tone={audience.tone} className="shadow-sm">{audience.label}</Badge>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{product.category}</p>
          <h3 id={titleId} className="mt-0.5 line-clamp-2 font-semibold text-slate-900">{product.name}</h3>
          <p className="mt-1 line-clamp-2 text-sm text-slate-600">{product.description}</p>
        </div>
        <p className="text-2xl font-bold text-slate-900" data-testid="product-price">{formatReais(product.price)}</p>
        {prices.length > 0 ? (
          <div className="rounded-lg bg-brand-50 p-3">
            <p className="flex items-center gap-1.5 text-xs font-semibold text-brand-800">
              <Users aria-hidden="true" className="h-3.5 w-3.5" /> Por pessoa em grupo (com taxa de 5%)
            </p>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
              {prices.map(({ size, price }) => (
                <div key={size} className="rounded-md bg-white px-1 py-1.5">
                  <dt className="text-xs text-slate-600">{size} pessoas</dt>
                  <dd className="text-sm font-semibold text-slate-900">{formatBRL(price)}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        {product.partner_name ? (
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <Store aria-hidden="true" className="h-4 w-4 shrink-0" />
            <span>Vendido por <span className="font-medium text-slate-800">{product.partner_name}</span></span>
          </p>
        ) : null}
        {product.tags.length > 0 ? (
          <ul aria-label="Etiquetas" className="flex flex-wrap gap-1.5">
            {product.tags.slice(0, MAX_CARD_TAGS).map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">#{tag}</li>
            ))}
          </ul>
        ) : null}
        {/* brand-700, not the primary button's brand-600: white on #059669 is below WCAG AA (3.8:1) at this size. */}
        <Link
          to={`/product/${product.id}`}
          aria-label={`Criar Grupo: ${product.name}`}
          className="mt-auto inline-flex h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-4 font-medium text-white transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Criar Grupo
        </Link>
      </div>
    </article>
  );
}
