import { useQuery } from '@tanstack/react-query';
import { apiRequest, catalogueApi } from '../../../lib/api-client.ts';

/**
 * The site of the product's store (GET /api/products/{id}/store-site), asked only when the page came
 * with `voltar=`: the way back is offered only to that site. Undefined until known, or on failure.
 */
export function useStoreSite(productId: number | undefined, wanted: boolean): string | null | undefined {
  const query = useQuery({
    queryKey: ['products', 'store-site', productId] as const,
    queryFn: ({ signal }) => apiRequest(catalogueApi.productStoreSite, { params: { id: String(productId) }, signal }),
    enabled: wanted && productId !== undefined,
    staleTime: 5 * 60_000,
    retry: 1,
  });
  return query.data?.site_url;
}
