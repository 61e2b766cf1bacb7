import type { PublicProduct } from '@juntai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, catalogueApi, type Via } from '../../../lib/api-client.ts';

export const marketplaceProductsQueryKey = ['products', 'marketplace'] as const;

/**
 * The partners' products on sale (shopper.md §7): asked for with type=marketplace&status=active, and,
 * as the spec's page does, only those that are featured or active are kept.
 */
export async function fetchMarketplaceProducts({ signal, client }: Via = {}): Promise<PublicProduct[]> {
  const products = await apiRequest(catalogueApi.products, { query: { type: 'marketplace', status: 'active' }, signal, client });
  return products.filter((p) => p.featured || p.status === 'active');
}

export const marketplaceProductsQuery = queryOptions({ queryKey: marketplaceProductsQueryKey, queryFn: fetchMarketplaceProducts });

export function useMarketplaceProducts() {
  return useQuery(marketplaceProductsQuery);
}
