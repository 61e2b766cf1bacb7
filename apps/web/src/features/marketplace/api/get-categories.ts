import { queryOptions } from '@tanstack/react-query';
import { apiRequest, catalogueApi } from '../../../lib/api-client.ts';

export const categoriesQuery = queryOptions({
  queryKey: ['categories'], queryFn: ({ signal, client }) => apiRequest(catalogueApi.categories, { signal, client }), staleTime: 5 * 60_000,
});
