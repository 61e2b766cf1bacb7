import { useMutation } from '@tanstack/react-query';
import { apiRequest, merchantApi } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

/** DELETE /api/admin/products/{external_id}: the product leaves the button; its groups go on. */
export function useDeleteStoreProduct() {
  return useMutation({
    mutationFn: (externalId: string) => apiRequest(merchantApi.deleteProduct, { params: { external_id: externalId } }),
    meta: { refreshes: [merchantKeys.products] },
  });
}
