import { merchantApi } from '@juntai/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

/** POST /api/admin/webhook/rotate-secret: a new signing secret, shown only in this answer. */
export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(merchantApi.rotateWebhookSecret),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: merchantKeys.webhook }),
  });
}
