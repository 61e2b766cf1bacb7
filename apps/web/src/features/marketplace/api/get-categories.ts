import type { Category } from '@juntai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, catalogueApi, type Via } from '../../../lib/api-client.ts';

export function fetchCategories({ signal, client }: Via = {}): Promise<Category[]> {
  return apiRequest(catalogueApi.categories, { signal, client });
}

export const categoriesQuery = queryOptions({ queryKey: ['categories'], queryFn: fetchCategories, staleTime: 5 * 60_000 });

export function useCategories() {
  return useQuery(categoriesQuery);
}
