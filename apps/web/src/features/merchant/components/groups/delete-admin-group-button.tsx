import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../../lib/notify.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useDeleteAdminGroup } from '../../api/delete-group.ts';
import { useSessionLost } from '../../hooks/use-session-lost.ts';

/** Deletes an expired group of the store after the spec's confirmation; the server checks store and status. */
export function DeleteAdminGroupButton({ linkId, productName }: { linkId: string; productName: string }) {
  const [open, setOpen] = useState(false);
  const sessionLost = useSessionLost();
  const remove = useDeleteAdminGroup({
    onSuccess: () => toast.success('Grupo excluído com sucesso!'),
    onError: (error) => {
      toast.error('Erro ao excluir grupo', { description: errorMessage(error, '') || undefined });
      sessionLost(error);
    },
  });
  const confirm = () => remove.mutate(linkId, { onSettled: () => setOpen(false) });
  return (
    <ConfirmDialog
      open={open} onOpenChange={setOpen} pending={remove.isPending} onConfirm={confirm}
      title="Excluir grupo" description={`Tem certeza que deseja excluir o grupo para "${productName}"?`}
      confirmLabel="Excluir" pendingLabel="Excluindo…"
      trigger={(
        <Button variant="danger" size="sm" className="flex-1 sm:flex-none" aria-label={`Excluir o grupo ${productName}`}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />Excluir
        </Button>
      )}
    />
  );
}
