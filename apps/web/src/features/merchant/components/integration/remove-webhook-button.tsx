import { toast } from '../../../../lib/notify.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { useRemoveWebhook } from '../../api/webhook.ts';
import { ConfirmActionButton } from '../confirm-action-button.tsx';

/** Removes the webhook after a confirmation: no more deliveries. */
export function RemoveWebhookButton({ onRemoved }: { onRemoved: () => void }) {
  return (
    <ConfirmActionButton
      mutation={useRemoveWebhook()} variables={undefined} failure="Erro ao remover o webhook"
      onSuccess={(answer) => {
        toast.success(answer.detail);
        onRemoved();
      }}
      title="Remover webhook" description="Tem certeza que deseja remover o webhook?"
      details="A sua loja deixa de receber os avisos de pedidos. Os pedidos continuam em Grupos da Loja e no CSV."
      confirmLabel="Remover" pendingLabel="Removendo…"
      trigger={<Button variant="danger" size="sm">Remover</Button>}
    />
  );
}
