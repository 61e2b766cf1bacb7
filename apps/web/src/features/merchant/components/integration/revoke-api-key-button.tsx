import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { useRevokeApiKey } from '../../api/revoke-api-key.ts';
import { useFailureToast } from '../../hooks/use-failure-toast.ts';

/** Revokes a key after a confirmation: whatever uses it stops working at once. */
export function RevokeApiKeyButton({ id, label }: { id: number; label: string }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeApiKey();
  const failed = useFailureToast();
  const confirm = () => revoke.mutate(id, {
    onSuccess: (answer) => toast.success(answer.detail),
    onError: (error) => failed(error, 'Erro ao revogar a chave'),
    onSettled: () => setOpen(false),
  });
  return (
    <ConfirmDialog
      open={open} onOpenChange={setOpen} pending={revoke.isPending} onConfirm={confirm}
      title="Revogar chave" description={`Tem certeza que deseja revogar a chave "${label}"?`}
      details="Quem usa esta chave deixa de conseguir sincronizar produtos imediatamente. Isto não pode ser desfeito."
      confirmLabel="Revogar" pendingLabel="Revogando…"
      trigger={<Button variant="danger" size="sm" aria-label={`Revogar a chave ${label}`}>Revogar</Button>}
    />
  );
}
