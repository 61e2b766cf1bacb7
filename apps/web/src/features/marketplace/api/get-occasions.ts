import { queryOptions } from '@tanstack/react-query';
import { apiRequest, catalogueApi } from '../../../lib/api-client.ts';

export const occasionsQuery = queryOptions({
  queryKey: ['occasions'], queryFn: ({ signal, client }) => apiRequest(catalogueApi.occasions, { signal, client }), staleTime: 5 * 60_000,
});
