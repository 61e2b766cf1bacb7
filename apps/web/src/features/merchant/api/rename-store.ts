import type { UpdateStoreRequest } from '@juntai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, merchantApi } from '../../../lib/api-client.ts';
import type { MerchantAccount } from './get-me.ts';
import { merchantKeys } from './query-keys.ts';

/** PUT /api/admin/store: the session's store renamed; the header and every screen read the new name at once. */
export function useRenameStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStoreRequest) => apiRequest(merchantApi.renameStore, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData<MerchantAccount | null>(merchantKeys.me, (account) => account && { ...account, store: answer.store });
    },
  });
}
