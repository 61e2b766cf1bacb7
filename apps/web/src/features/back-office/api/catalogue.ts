import { useMutation } from '@tanstack/react-query';
import { SELDOM_STALE_MS, backOfficeKeys, operatorApi, operatorRequest, useOperatorQuery } from './operator-request.ts';

export const useOccasions = () => useOperatorQuery([...backOfficeKeys.all, 'occasions'], operatorApi.occasions, { pick: (answer) => answer.occasions, staleTime: SELDOM_STALE_MS });

type Kind = 'categories' | 'occasions';

const changes = {
  categories: { create: operatorApi.createCategory, update: operatorApi.updateCategory, remove: operatorApi.deleteCategory },
  occasions: { create: operatorApi.createOccasion, update: operatorApi.updateOccasion, remove: operatorApi.deleteOccasion },
};

/** Create (no id), change (id + body) or delete (id, no body) a category or an occasion. */
export function useCatalogueChange(kind: Kind) {
  return useMutation({
    // The form builds either kind's body; the server's schema checks it.
    mutationFn: ({ id, body }: { id?: number; body?: Record<string, unknown> }) => {
      const { create, update, remove } = changes[kind];
      if (id === undefined) return operatorRequest(create, { body: body as never });
      return body === undefined ? operatorRequest(remove, { params: { id } }) : operatorRequest(update, { params: { id }, body: body as never });
    },
    meta: { refreshes: [[...backOfficeKeys.all, kind]] },
  });
}
