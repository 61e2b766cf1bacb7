import type { ApiKey } from '@juntai/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, merchantApi } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

export type { ApiKey };

/** GET /api/admin/api-keys: the store's keys, only their first characters. */
export function useApiKeys() {
  return useQuery({
    queryKey: merchantKeys.apiKeys,
    queryFn: async ({ signal }) => (await apiRequest(merchantApi.apiKeys, { signal })).keys,
    staleTime: 0,
  });
}

/** POST /api/admin/api-keys: the answer carries the whole key, the only time it is ever shown. */
export function useCreateApiKey() {
  return useMutation({
    mutationFn: (label: string) => apiRequest(merchantApi.createApiKey, { body: { label } }),
    meta: { refreshes: [merchantKeys.apiKeys] },
  });
}

/** DELETE /api/admin/api-keys/{id}: the key stops working at once. */
export function useRevokeApiKey() {
  return useMutation({
    mutationFn: (id: number) => apiRequest(merchantApi.revokeApiKey, { params: { id } }),
    meta: { refreshes: [merchantKeys.apiKeys] },
  });
}
