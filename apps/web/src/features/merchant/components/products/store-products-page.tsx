import { PackagePlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { PageSpinner } from '../../../../components/ui/page-spinner.tsx';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { type StoreProduct, useStoreProducts } from '../../api/store-products.ts';
import { useLoadFailureToast, useSessionLost } from '../../hooks/failures.ts';
import { MerchantPage } from '../merchant-page.tsx';
import { StoreProductDialog } from './store-product-dialog.tsx';
import { StoreProductRow } from './store-product-row.tsx';

/** The dialog's subject: a new product, or the one being edited (a new key per opening: fresh fields). */
type Editing = { product: StoreProduct | null; key: number } | null;

/** /admin/products: the products the store's button sells, with their SKU and Juntaí's price. */
export function StoreProductsPage() {
  useDocumentTitle('Produtos da Loja — Juntaí');
  const products = useStoreProducts();
  const [editing, setEditing] = useState<Editing>(null);
  useSessionLost(products.error);
  const open = (product: StoreProduct | null) => setEditing({ product, key: Date.now() });

  useLoadFailureToast(products, 'Erro ao carregar produtos', 'store-products-error');

  return (
    <MerchantPage title="Produtos da Loja" intro='Os produtos que o botão "Comprar em Grupo" vende no seu site. O preço vem sempre daqui.'
      actions={<Button onClick={() => open(null)} className="self-start sm:self-auto"><Plus aria-hidden="true" className="h-5 w-5" />Novo produto</Button>}>
      {products.isPending ? <PageSpinner label="Carregando produtos…" /> : null}
      {products.data && products.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
          <PackagePlus aria-hidden="true" className="h-10 w-10 text-slate-400" />
          <p className="text-lg font-semibold text-slate-800">Nenhum produto cadastrado</p>
          <p className="max-w-md text-slate-600">Cadastre aqui ou sincronize pela API com uma chave criada em Configurações.</p>
        </div>
      ) : null}
      {products.data && products.data.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label="Produtos">
          {products.data.map((product) => <li key={product.external_id}><StoreProductRow product={product} onEdit={() => open(product)} /></li>)}
        </ul>
      ) : null}
      {editing ? <StoreProductDialog key={editing.key} product={editing.product} onClose={() => setEditing(null)} /> : null}
    </MerchantPage>
  );
}
