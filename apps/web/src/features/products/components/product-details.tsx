import type { PublicProduct } from '@juntai/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatReais } from '../../../lib/format.ts';
import { GroupPurchaseButton } from './group-purchase-button.tsx';
import { IndividualPurchaseButtons } from './individual-purchase-buttons.tsx';

/** The product's picture, facts and the two ways to buy it. */
export function ProductDetails({ product, onGroupPurchase }: { product: PublicProduct; onGroupPurchase: () => void }) {
  return (
    <div className="grid gap-8 md:grid-cols-2 md:items-start lg:gap-12">
      <img
        src={product.image}
        alt={product.name}
        width={640}
        height={480}
        // The page's largest picture: fetched first and painted with the page (LCP).
        fetchPriority="high"
        decoding="sync"
        className="aspect-[4/3] w-full rounded-3xl border border-slate-200 bg-slate-100 object-cover shadow-sm"
      />
      <div className="flex flex-col gap-4">
        <Badge tone="green" className="self-start">{product.category}</Badge>
        <h1 className="text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">{product.name}</h1>
        <p className="text-lg text-slate-600">{product.description}</p>
        <p className="text-4xl font-extrabold text-slate-900">{formatReais(product.price)}</p>
        {product.seller_name ? (
          <p className="text-sm text-slate-600" data-testid="seller">
            Vendido e entregue por <span className="font-semibold text-slate-900">{product.seller_name}</span>
          </p>
        ) : null}

        <div className="mt-2 flex flex-col gap-2">
          <GroupPurchaseButton onClick={onGroupPurchase} />
          <p className="text-center text-sm text-slate-600">Divida com amigos, família ou colegas e cada um paga a sua parte.</p>
        </div>

        <div className="mt-2 border-t border-slate-200 pt-4">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">Compra individual</h2>
          <IndividualPurchaseButtons />
        </div>
      </div>
    </div>
  );
}
