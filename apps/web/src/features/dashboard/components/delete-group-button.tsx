import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/notify.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteGroup } from '../api/delete-group.ts';

/** Deletes an expired group after the spec's confirmation; the server checks the organizer and the status. */
export function DeleteGroupButton({ linkId, productName }: { linkId: string; productName: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteGroup({
    onSuccess: () => toast.success('Grupo excluído com sucesso!'),
    onError: (error) => toast.error('Erro ao excluir grupo', { description: errorMessage(error, '') || undefined }),
  });
  const confirm = () => remove.mutate(linkId, { onSettled: () => setOpen(false) });
  return (
    <ConfirmDialog
      open={open} onOpenChange={setOpen} pending={remove.isPending} onConfirm={confirm}
      title="Excluir grupo" description={`Tem certeza que deseja excluir o grupo para "${productName}"?`}
      confirmLabel="Excluir" pendingLabel="Excluindo…"
      trigger={(
        <Button variant="danger" size="sm" className="flex-1" aria-label={`Excluir o grupo ${productName}`}>
          <Trash2 aria-hidden="true" className="h-4 w-4" /> Excluir
        </Button>
      )}
    />
  );
}
