import type { ButtonSettings } from '@juntai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, catalogueApi } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

/** GET /api/admin/settings?store_id=: the store's button look and whether its onboarding is done. */
export function fetchStoreSettings(storeId: string, signal?: AbortSignal): Promise<ButtonSettings> {
  return apiRequest(catalogueApi.buttonSettings, { query: { store_id: storeId }, signal });
}

export function useStoreSettings(storeId: string | undefined) {
  return useQuery({
    queryKey: merchantKeys.settings(storeId ?? ''),
    queryFn: ({ signal }) => fetchStoreSettings(storeId as string, signal),
    enabled: Boolean(storeId),
    staleTime: 0,
    retry: 1,
  });
}
