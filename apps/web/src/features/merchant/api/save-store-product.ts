import type { StoreProductInput } from '@juntai/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, merchantApi } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

/** PUT /api/admin/products/{external_id}: creates or replaces the product with that SKU. */
export function useSaveStoreProduct() {
  return useMutation({
    mutationFn: ({ externalId, body }: { externalId: string; body: StoreProductInput }) =>
      apiRequest(merchantApi.saveProduct, { params: { external_id: externalId }, body }),
    meta: { refreshes: [merchantKeys.products] },
  });
}
