import { merchantApi } from '@juntai/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

/** DELETE /api/admin/api-keys/{id}: the key stops working at once. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(merchantApi.revokeApiKey, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: merchantKeys.apiKeys }),
  });
}
