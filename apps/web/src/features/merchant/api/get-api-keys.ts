import { merchantApi } from '@juntai/contract/api';
import type { ApiKey } from '@juntai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

export type { ApiKey };

/** GET /api/admin/api-keys: the store's keys, only their first characters. */
export function useApiKeys() {
  return useQuery({
    queryKey: merchantKeys.apiKeys,
    queryFn: async ({ signal }) => (await apiRequest(merchantApi.apiKeys, { signal })).keys,
    staleTime: 0,
    retry: false,
  });
}
