import type { PublicProduct, ProductListQuery } from '@juntai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, catalogueApi, type Via } from '../../../lib/api-client.ts';

export const productsQueryKey = (query: ProductListQuery) => ['products', 'list', query] as const;

export function fetchProducts(query: ProductListQuery, { signal, client }: Via = {}): Promise<PublicProduct[]> {
  return apiRequest(catalogueApi.products, { query: { type: query.type || undefined, status: query.status || undefined }, signal, client });
}

/** GET /api/products with the optional type and status filters. */
export function productsQuery(query: ProductListQuery) {
  return queryOptions({ queryKey: productsQueryKey(query), queryFn: (context) => fetchProducts(query, context) });
}

export function useProducts(query: ProductListQuery) {
  return useQuery(productsQuery(query));
}
