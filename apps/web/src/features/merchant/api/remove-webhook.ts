import { merchantApi } from '@juntai/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

/** DELETE /api/admin/webhook: no more deliveries. */
export function useRemoveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(merchantApi.removeWebhook),
    onSettled: () => queryClient.invalidateQueries({ queryKey: merchantKeys.webhook }),
  });
}
