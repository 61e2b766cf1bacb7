import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteGroup } from '../api/delete-group.ts';

/** Deletes an expired group after the spec's confirmation; the server checks the organizer and the status. */
export function DeleteGroupButton({ linkId, productName }: { linkId: string; productName: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteGroup();
  const confirm = () => {
    remove.mutate(linkId, {
      onSuccess: () => toast.success('Grupo excluído com sucesso!'),
      onError: (error) => toast.error('Erro ao excluir grupo', { description: errorMessage(error, '') || undefined }),
      onSettled: () => setOpen(false),
    });
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        <Button variant="danger" size="sm" className="flex-1" aria-label={`Excluir o grupo ${productName}`}>
          <Trash2 aria-hidden="true" className="h-4 w-4" /> Excluir
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl sm:p-6">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">Excluir grupo</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">
            Tem certeza que deseja excluir o grupo para "{productName}"?
          </AlertDialog.Description>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={remove.isPending}>Cancelar</Button>
            </AlertDialog.Cancel>
            <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? 'Excluindo…' : 'Excluir'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
