import type { StoreProductInput, storeProductSavedSchema } from '@juntai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

/** PUT /api/admin/products/{external_id}: creates or replaces the product with that SKU. */
export function useSaveStoreProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ externalId, body }: { externalId: string; body: StoreProductInput }) =>
      apiRequest<Answer<typeof storeProductSavedSchema>>(`/api/admin/products/${encodeURIComponent(externalId)}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: merchantKeys.products }),
  });
}
