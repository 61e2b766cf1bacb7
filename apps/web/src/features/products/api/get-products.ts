import type { PublicProduct, ProductListQuery, productListSchema } from '@juntai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

export const productsQueryKey = (query: ProductListQuery) => ['products', 'list', query] as const;

export function fetchProducts(query: ProductListQuery, signal?: AbortSignal): Promise<PublicProduct[]> {
  const params = new URLSearchParams();
  if (query.type) params.set('type', query.type);
  if (query.status) params.set('status', query.status);
  const search = params.size ? `?${params}` : '';
  return apiRequest<Answer<typeof productListSchema>>(`/api/products${search}`, { signal });
}

/** GET /api/products with the optional type and status filters. */
export function productsQuery(query: ProductListQuery) {
  return queryOptions({ queryKey: productsQueryKey(query), queryFn: ({ signal }) => fetchProducts(query, signal) });
}

export function useProducts(query: ProductListQuery) {
  return useQuery(productsQuery(query));
}
