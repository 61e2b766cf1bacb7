import { merchantApi } from '@juntai/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

/** POST /api/admin/api-keys: the answer carries the whole key, the only time it is ever shown. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (label: string) => apiRequest(merchantApi.createApiKey, { body: { label } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: merchantKeys.apiKeys }),
  });
}
