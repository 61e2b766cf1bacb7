import type { PublicProduct } from '@juntai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, catalogueApi, type Via } from '../../../lib/api-client.ts';

export const productQueryKey = (id: number) => ['products', 'detail', id] as const;

/** A route id that can name a product (a positive 32-bit integer); anything else is simply not found. */
export function parseProductId(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

export function fetchProduct(id: number, { signal, client }: Via = {}): Promise<PublicProduct> {
  return apiRequest(catalogueApi.product, { params: { id }, signal, client });
}

/** True when the server says the product does not exist (404) or the id cannot be one (400). */
export function isProductMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** GET /api/products/{id}. A missing product is not asked for again; a failure is retried once. */
export function productQuery(id: number | undefined) {
  return queryOptions({
    queryKey: productQueryKey(id ?? 0),
    queryFn: (context) => fetchProduct(id as number, context),
    enabled: id !== undefined,
    retry: (failures, error) => !isProductMissing(error) && failures < 1,
  });
}

export function useProduct(id: number | undefined) {
  return useQuery(productQuery(id));
}
