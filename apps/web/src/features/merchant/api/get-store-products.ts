import type { StoreProduct, storeProductListSchema } from '@juntai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

export type { StoreProduct };

/** GET /api/admin/products: the products the store's button sells. */
export function useStoreProducts() {
  return useQuery({
    queryKey: merchantKeys.products,
    queryFn: async ({ signal }) => (await apiRequest<Answer<typeof storeProductListSchema>>('/api/admin/products', { signal })).products,
    staleTime: 0,
    retry: false,
  });
}
