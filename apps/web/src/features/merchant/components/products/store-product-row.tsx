import { Pencil } from 'lucide-react';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { formatReais } from '../../../../lib/format.ts';
import type { StoreProduct } from '../../api/store-products.ts';
import { DeleteStoreProductButton } from './delete-store-product-button.tsx';
import { ProductImage } from './product-image.tsx';

/** One product of the store: picture, name, SKU, price, whether the button sells it, and its actions. */
export function StoreProductRow({ product, onEdit }: { product: StoreProduct; onEdit: () => void }) {
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center" data-testid="store-product">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <ProductImage src={product.image} />
        <div className="min-w-0">
          <h2 className="truncate font-semibold text-slate-900">{product.name}</h2>
          <p className="text-sm text-slate-600">SKU: <code className="font-mono text-slate-800">{product.external_id}</code></p>
          <p className="mt-0.5 flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{formatReais(product.price)}</span>
            {product.active ? <Badge tone="green">Ativo</Badge> : <Badge tone="gray">Inativo</Badge>}
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Editar o produto ${product.name}`}>
          <Pencil aria-hidden="true" className="h-4 w-4" />Editar
        </Button>
        <DeleteStoreProductButton externalId={product.external_id} name={product.name} />
      </div>
    </article>
  );
}
