import { ImageOff, Pencil, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../../lib/notify.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { formatReais } from '../../../../lib/format.ts';
import { type Product, useDeleteProduct, usePatchProduct } from '../../api/products.ts';
import { failureMessage } from '../../lib/failure.ts';
import { toastOutcome } from '../../lib/toast-outcome.ts';
import { descriptionPreview, nextStatus, PRODUCT_STATUS_LABELS, PRODUCT_STATUS_TONES, PRODUCT_TYPE_LABELS } from '../../lib/product-labels.ts';
import { DataTable, Td, Th } from '../common/data-table.tsx';

/** The products table (spec §7): image, name, description preview, type, category, price, partner, status, star, edit, delete. */
export function ProductsTable({ products, onEdit }: { products: Product[]; onEdit: (product: Product) => void }) {
  return (
    // Wrapping cells: at their widest (a description on one line) the columns pushed edit and delete
    // past a 1366 px laptop's screen.
    <DataTable caption="Produtos" wrap>
      <thead>
        <tr>
          <Th><span className="sr-only">Imagem</span></Th><Th>Produto</Th><Th>Tipo</Th><Th>Categoria</Th><Th className="text-right">Preço</Th>
          <Th>Parceiro</Th><Th>Status</Th><Th>Destaque</Th><Th><span className="sr-only">Ações</span></Th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => <ProductRow key={product.id} product={product} onEdit={() => onEdit(product)} />)}
      </tbody>
    </DataTable>
  );
}

function ProductRow({ product, onEdit }: { product: Product; onEdit: () => void }) {
  const patch = usePatchProduct();
  const remove = useDeleteProduct();
  const [confirming, setConfirming] = useState(false);

  const toggleStatus = () => patch.mutate({ id: product.id, patch: { status: nextStatus(product.status) } }, {
    onError: (error) => toast.error(failureMessage(error, 'Erro ao alterar status', 'Erro de conexão ao alterar status')),
  });
  const toggleFeatured = () => patch.mutate({ id: product.id, patch: { featured: !product.featured } }, {
    onError: (error) => toast.error(failureMessage(error, 'Erro ao alterar destaque', 'Erro de conexão ao alterar destaque')),
  });
  const confirmDelete = () => remove.mutate(product.id,
    toastOutcome('Produto excluído com sucesso!', 'Erro ao excluir produto', () => setConfirming(false), 'Erro de conexão ao excluir produto'));

  return (
    <tr data-testid="product-row">
      <Td><ProductImage src={product.image} /></Td>
      <Td className="min-w-56 max-w-xs">
        <p className="font-medium text-slate-900">{product.name}</p>
        <p className="text-xs text-slate-600">{descriptionPreview(product.description)}</p>
      </Td>
      <Td><Badge tone={product.type === 'demo' ? 'blue' : 'purple'}>{PRODUCT_TYPE_LABELS[product.type]}</Badge></Td>
      <Td>{product.category}</Td>
      <Td className="text-right font-medium">{formatReais(product.price)}</Td>
      <Td>{product.partner_name ?? 'Nenhum'}</Td>
      <Td>
        {/* Padded to a 24 px tap target (WCAG 2.2) around its badge; the negative margin keeps the row's height. */}
        <button type="button" onClick={toggleStatus} disabled={patch.isPending} className="-my-1 inline-flex rounded-full py-1 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          aria-label={`Status de ${product.name}: ${PRODUCT_STATUS_LABELS[product.status]}. Alterar para ${PRODUCT_STATUS_LABELS[nextStatus(product.status)]}`}>
          <Badge tone={PRODUCT_STATUS_TONES[product.status]}>{PRODUCT_STATUS_LABELS[product.status]}</Badge>
        </button>
      </Td>
      <Td>
        <button type="button" onClick={toggleFeatured} disabled={patch.isPending} aria-pressed={product.featured}
          aria-label={`Destaque: ${product.name}`} className="rounded p-1 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none">
          <Star aria-hidden="true" className={product.featured ? 'h-5 w-5 fill-amber-400 text-amber-500' : 'h-5 w-5 text-slate-400'} />
        </button>
      </Td>
      <Td>
        <div className="flex gap-1">
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Editar ${product.name}`}><Pencil aria-hidden="true" className="h-4 w-4" /></Button>
          <ConfirmDialog open={confirming} onOpenChange={setConfirming}
            trigger={<Button variant="secondary" size="sm" aria-label={`Excluir ${product.name}`}><Trash2 aria-hidden="true" className="h-4 w-4" /></Button>}
            title="Excluir produto?" description={`Tem certeza que deseja excluir "${product.name}"? Esta ação não pode ser desfeita.`}
            details="Os grupos já criados com ele continuam funcionando." confirmLabel="Excluir" pendingLabel="Excluindo…"
            pending={remove.isPending} onConfirm={confirmDelete} />
        </div>
      </Td>
    </tr>
  );
}

/** The product's picture, or a placeholder when it does not load. */
function ProductImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed || !src) {
    return <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-slate-100 text-slate-400" role="img" aria-label="Sem imagem"><ImageOff aria-hidden="true" className="h-5 w-5" /></span>;
  }
  return <img src={src} alt="" width={48} height={48} loading="lazy" onError={() => setFailed(true)} className="h-12 w-12 rounded-lg object-cover" />;
}
