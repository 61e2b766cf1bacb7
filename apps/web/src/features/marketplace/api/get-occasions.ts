import type { Occasion } from '@juntai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, catalogueApi } from '../../../lib/api-client.ts';

export function fetchOccasions(signal?: AbortSignal): Promise<Occasion[]> {
  return apiRequest(catalogueApi.occasions, { signal });
}

export const occasionsQuery = queryOptions({ queryKey: ['occasions'], queryFn: ({ signal }) => fetchOccasions(signal), staleTime: 5 * 60_000 });

export function useOccasions() {
  return useQuery(occasionsQuery);
}
