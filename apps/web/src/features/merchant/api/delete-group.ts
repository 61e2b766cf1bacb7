import { deleteGroupResponseSchema } from '@juntai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

/**
 * DELETE /api/groups/{link_id} with the merchant's session cookie: the server allows it for the
 * store's expired groups only (403/409 with a `detail` otherwise). The list and the figures reload.
 */
export function useDeleteAdminGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => apiRequest(`/api/groups/${encodeURIComponent(linkId)}`, { method: 'DELETE', schema: deleteGroupResponseSchema }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: merchantKeys.groups }),
        queryClient.invalidateQueries({ queryKey: merchantKeys.metrics }),
      ]);
    },
  });
}
