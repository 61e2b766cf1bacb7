import { queryOptions } from '@tanstack/react-query';
import { apiRequest, catalogueApi } from '../../../lib/api-client.ts';

/**
 * The partners' products on sale (shopper.md §7): asked for with type=marketplace&status=active, and,
 * as the spec's page does, only those that are featured or active are kept.
 */
export const marketplaceProductsQuery = queryOptions({
  queryKey: ['products', 'marketplace'],
  queryFn: async ({ signal, client }) => {
    const products = await apiRequest(catalogueApi.products, { query: { type: 'marketplace', status: 'active' }, signal, client });
    return products.filter((p) => p.featured || p.status === 'active');
  },
});
