import { DeleteGroupConfirm } from '../../../components/delete-group-confirm.tsx';
import { toast } from '../../../lib/notify.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteGroup } from '../api/delete-group.ts';

/** Deletes an expired group after the spec's confirmation; the server checks the organizer and the status. */
export function DeleteGroupButton({ linkId, productName }: { linkId: string; productName: string }) {
  const remove = useDeleteGroup({
    onSuccess: () => toast.success('Grupo excluído com sucesso!'),
    onError: (error) => toast.error('Erro ao excluir grupo', { description: errorMessage(error, '') || undefined }),
  });
  return <DeleteGroupConfirm productName={productName} pending={remove.isPending} onConfirm={(close) => remove.mutate(linkId, { onSettled: close })} />;
}
