import type { StoreProduct } from '@juntai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, merchantApi } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

export type { StoreProduct };

/** GET /api/admin/products: the products the store's button sells. */
export function useStoreProducts() {
  return useQuery({
    queryKey: merchantKeys.products,
    queryFn: async ({ signal }) => (await apiRequest(merchantApi.products, { signal })).products,
    staleTime: 0,
  });
}
