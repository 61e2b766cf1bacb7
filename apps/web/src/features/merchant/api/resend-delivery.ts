import { merchantApi } from '@juntai/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

/** POST /api/admin/webhook/deliveries/{id}/resend: the delivery goes back to the queue. */
export function useResendDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(merchantApi.resendDelivery, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: merchantKeys.deliveries }),
  });
}
