import type { UpdateSettingsRequest } from '@juntai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, merchantApi } from '../../../lib/api-client.ts';
import { merchantKeys, shopperButtonLookKey } from './query-keys.ts';

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
