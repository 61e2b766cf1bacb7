import type { Occasion } from '@juntai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, catalogueApi, type Via } from '../../../lib/api-client.ts';

export function fetchOccasions({ signal, client }: Via = {}): Promise<Occasion[]> {
  return apiRequest(catalogueApi.occasions, { signal, client });
}

export const occasionsQuery = queryOptions({ queryKey: ['occasions'], queryFn: fetchOccasions, staleTime: 5 * 60_000 });

export function useOccasions() {
  return useQuery(occasionsQuery);
}
