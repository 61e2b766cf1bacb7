import type { ProductListQuery } from '@juntai/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, catalogueApi } from '../../../lib/api-client.ts';

/** GET /api/products with the optional type and status filters. */
export function productsQuery(query: ProductListQuery) {
  return queryOptions({
    queryKey: ['products', 'list', query],
    queryFn: ({ signal, client }) => apiRequest(catalogueApi.products, { query: { type: query.type || undefined, status: query.status || undefined }, signal, client }),
  });
}
