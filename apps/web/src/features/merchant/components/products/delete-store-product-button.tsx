import { Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { useDeleteStoreProduct } from '../../api/store-products.ts';
import { ConfirmActionButton } from '../confirm-action-button.tsx';

/** Removes a product from the button after a confirmation; the groups already created for it go on. */
export function DeleteStoreProductButton({ externalId, name }: { externalId: string; name: string }) {
  return (
    <ConfirmActionButton
      mutation={useDeleteStoreProduct()} variables={externalId} failure="Erro ao excluir produto"
      title="Excluir produto" description={`Tem certeza que deseja excluir "${name}"?`}
      details="O botão deixa de vender este produto. Os grupos já criados continuam funcionando normalmente."
      confirmLabel="Excluir" pendingLabel="Excluindo…"
      trigger={(
        <Button variant="danger" size="sm" aria-label={`Excluir o produto ${name}`}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />Excluir
        </Button>
      )}
    />
  );
}
