import type { webhookSavedSchema } from '@juntai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

/** POST /api/admin/webhook/rotate-secret: a new signing secret, shown only in this answer. */
export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Answer<typeof webhookSavedSchema>>('/api/admin/webhook/rotate-secret', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: merchantKeys.webhook }),
  });
}
