import type { Occasion, occasionListSchema } from '@juntai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

export function fetchOccasions(signal?: AbortSignal): Promise<Occasion[]> {
  return apiRequest<Answer<typeof occasionListSchema>>('/api/occasions', { signal });
}

export const occasionsQuery = queryOptions({ queryKey: ['occasions'], queryFn: ({ signal }) => fetchOccasions(signal), staleTime: 5 * 60_000 });

export function useOccasions() {
  return useQuery(occasionsQuery);
}
