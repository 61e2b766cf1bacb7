import { merchantApi } from '@juntai/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

/** PUT /api/admin/webhook: the answer carries the secret the first time only. */
export function useSaveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => apiRequest(merchantApi.saveWebhook, { body: { url } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: merchantKeys.webhook }),
  });
}
