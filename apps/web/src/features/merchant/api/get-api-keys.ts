import type { ApiKey, apiKeyListSchema } from '@juntai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

export type { ApiKey };

/** GET /api/admin/api-keys: the store's keys, only their first characters. */
export function useApiKeys() {
  return useQuery({
    queryKey: merchantKeys.apiKeys,
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof apiKeyListSchema>>('/api/admin/api-keys', { signal })).keys,
    staleTime: 0,
    retry: false,
  });
}
