import type { Category } from '@juntai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, catalogueApi } from '../../../lib/api-client.ts';

export function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiRequest(catalogueApi.categories, { signal });
}

export const categoriesQuery = queryOptions({ queryKey: ['categories'], queryFn: ({ signal }) => fetchCategories(signal), staleTime: 5 * 60_000 });

export function useCategories() {
  return useQuery(categoriesQuery);
}
