import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { DoneAnswer } from './done-response.ts';
import { merchantKeys } from './query-keys.ts';

/** DELETE /api/admin/api-keys/{id}: the key stops working at once. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<DoneAnswer>(`/api/admin/api-keys/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: merchantKeys.apiKeys }),
  });
}
