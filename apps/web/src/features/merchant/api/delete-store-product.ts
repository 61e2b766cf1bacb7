import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { DoneAnswer } from './done-response.ts';
import { merchantKeys } from './query-keys.ts';

/** DELETE /api/admin/products/{external_id}: the product leaves the button; its groups go on. */
export function useDeleteStoreProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (externalId: string) => apiRequest<DoneAnswer>(`/api/admin/products/${encodeURIComponent(externalId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: merchantKeys.products }),
  });
}
