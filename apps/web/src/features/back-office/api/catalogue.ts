import type { operatorOccasionsResponseSchema, categoryMutationResponseSchema, occasionMutationResponseSchema } from '@juntai/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backOfficeKeys, operatorRequest } from './operator-request.ts';
import type { Answer } from '../../../lib/api-client.ts';

export { useCategories } from './products.ts';

export function useOccasions() {
  return useQuery({
    queryKey: [...backOfficeKeys.all, 'occasions'],
    queryFn: async ({ signal }) => (await operatorRequest<Answer<typeof operatorOccasionsResponseSchema>>('/api/super-admin/occasions', { signal })).occasions,
    retry: false,
  });
}

type Kind = 'categories' | 'occasions';

/** Create (no id), change (id + body) or delete (id, no body) a category or an occasion. */
export function useCatalogueChange(kind: Kind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body?: Record<string, unknown> }) => operatorRequest<Answer<typeof categoryMutationResponseSchema | typeof occasionMutationResponseSchema>>(id ? `/api/super-admin/${kind}/${id}` : `/api/super-admin/${kind}`, {
      method: id === undefined ? 'POST' : body === undefined ? 'DELETE' : 'PUT',
      ...(body === undefined ? {} : { body }),
    }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...backOfficeKeys.all, kind] }),
  });
}
