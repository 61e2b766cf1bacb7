import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { doneSchema } from './done-response.ts';
import { merchantKeys } from './query-keys.ts';

/** DELETE /api/admin/webhook: no more deliveries. */
export function useRemoveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/admin/webhook', { method: 'DELETE', schema: doneSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: merchantKeys.webhook }),
  });
}
