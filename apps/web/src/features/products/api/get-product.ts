import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, catalogueApi } from '../../../lib/api-client.ts';

/** A route id that can name a product (a positive 32-bit integer); anything else is simply not found. */
export function parseProductId(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** True when the server says the product does not exist (404) or the id cannot be one (400). */
export function isProductMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** GET /api/products/{id}. A missing product is not asked for again; a failure is retried once. */
export function productQuery(id: number | undefined) {
  return queryOptions({
    queryKey: ['products', 'detail', id ?? 0],
    queryFn: ({ signal, client }) => apiRequest(catalogueApi.product, { params: { id: id as number }, signal, client }),
    enabled: id !== undefined,
    retry: (failures, error) => !isProductMissing(error) && failures < 1,
  });
}

export function useProduct(id: number | undefined) {
  return useQuery(productQuery(id));
}
