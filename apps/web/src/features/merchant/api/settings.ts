import type { ButtonSettings, UpdateSettingsRequest } from '@juntai/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, catalogueApi, merchantApi } from '../../../lib/api-client.ts';
import { merchantKeys, shopperButtonLookKey } from './query-keys.ts';

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

/**
 * PUT /api/admin/settings. The server changes the session's store whatever `store_id` says; the spec's
 * payload carries it anyway. The saved answer becomes the cached settings at once.
 */
export function useUpdateSettings(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<UpdateSettingsRequest, 'store_id'>) =>
      apiRequest(merchantApi.updateSettings, { body: { ...body, store_id: storeId } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(merchantKeys.settings(storeId), answer.settings);
      void queryClient.invalidateQueries({ queryKey: shopperButtonLookKey });
    },
  });
}

/** POST /api/admin/uploads: a picture file as is (its own Content-Type); answers the app path it stored. */
export async function uploadStoreImage(file: File): Promise<string> {
  return (await apiRequest(merchantApi.uploadImage, {
    body: file, headers: { 'content-type': file.type || 'application/octet-stream' } })).url;
}

/** POST /api/admin/uploads/from-url: the server downloads an https picture once and keeps it. */
export async function storeImageFromUrl(url: string): Promise<string> {
  return (await apiRequest(merchantApi.imageFromUrl, { body: { url } })).url;
}
