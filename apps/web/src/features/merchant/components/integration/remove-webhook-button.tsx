import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { useRemoveWebhook } from '../../api/remove-webhook.ts';
import { useFailureToast } from '../../hooks/use-failure-toast.ts';

/** Removes the webhook after a confirmation: no more deliveries. */
export function RemoveWebhookButton({ onRemoved }: { onRemoved: () => void }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveWebhook();
  const failed = useFailureToast();
  const confirm = () => remove.mutate(undefined, {
    onSuccess: (answer) => {
      toast.success(answer.detail);
      onRemoved();
    },
    onError: (error) => failed(error, 'Erro ao remover o webhook'),
    onSettled: () => setOpen(false),
  });
  return (
    <ConfirmDialog
      open={open} onOpenChange={setOpen} pending={remove.isPending} onConfirm={confirm}
      title="Remover webhook" description="Tem certeza que deseja remover o webhook?"
      details="A sua loja deixa de receber os avisos de pedidos. Os pedidos continuam em Grupos da Loja e no CSV."
      confirmLabel="Remover" pendingLabel="Removendo…"
      trigger={<Button variant="danger" size="sm">Remover</Button>}
    />
  );
}
