import type { webhookSavedSchema } from '@juntai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

/** PUT /api/admin/webhook: the answer carries the secret the first time only. */
export function useSaveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => apiRequest<Answer<typeof webhookSavedSchema>>('/api/admin/webhook', { method: 'PUT', body: { url } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: merchantKeys.webhook }),
  });
}
