import { DeleteGroupConfirm } from '../../../../components/delete-group-confirm.tsx';
import { toast } from '../../../../lib/notify.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useDeleteMerchantGroup } from '../../api/groups.ts';
import { useSessionLost } from '../../hooks/failures.ts';

/** Deletes an expired group of the store after the spec's confirmation; the server checks store and status. */
export function DeleteMerchantGroupButton({ linkId, productName }: { linkId: string; productName: string }) {
  const sessionLost = useSessionLost();
  const remove = useDeleteMerchantGroup({
    onSuccess: () => toast.success('Grupo excluído com sucesso!'),
    onError: (error) => {
      toast.error('Erro ao excluir grupo', { description: errorMessage(error, '') || undefined });
      sessionLost(error);
    },
  });
  return (
    <DeleteGroupConfirm
      productName={productName} pending={remove.isPending} className="sm:flex-none"
      onConfirm={(close) => remove.mutate(linkId, { onSettled: close })}
    />
  );
}
