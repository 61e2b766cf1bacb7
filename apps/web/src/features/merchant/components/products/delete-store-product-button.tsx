import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { useDeleteStoreProduct } from '../../api/delete-store-product.ts';
import { useFailureToast } from '../../hooks/use-failure-toast.ts';

/** Removes a product from the button after a confirmation; the groups already created for it go on. */
export function DeleteStoreProductButton({ externalId, name }: { externalId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteStoreProduct();
  const failed = useFailureToast();
  const confirm = () => remove.mutate(externalId, {
    onSuccess: (answer) => toast.success(answer.detail),
    onError: (error) => failed(error, 'Erro ao excluir produto'),
    onSettled: () => setOpen(false),
  });
  return (
    <ConfirmDialog
      open={open} onOpenChange={setOpen} pending={remove.isPending} onConfirm={confirm}
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
