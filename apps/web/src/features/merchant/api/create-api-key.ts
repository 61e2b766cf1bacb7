import type { apiKeyCreatedSchema } from '@juntai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

/** POST /api/admin/api-keys: the answer carries the whole key, the only time it is ever shown. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (label: string) => apiRequest<Answer<typeof apiKeyCreatedSchema>>('/api/admin/api-keys', { method: 'POST', body: { label } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: merchantKeys.apiKeys }),
  });
}
