import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest, groupsApi } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

/**
 * DELETE /api/groups/{link_id} with the merchant's session cookie: the server allows it for the
 * store's expired groups only (403/409 with a `detail` otherwise). The list and the figures reload.
 */
const deleteMerchantGroup = (linkId: string) => apiRequest(groupsApi.remove, { params: { link_id: linkId } });

/** `outcome` runs on the mutation itself, as in the shopper's useDeleteGroup: the calling row goes away. */
export function useDeleteMerchantGroup(outcome: Pick<UseMutationOptions<Awaited<ReturnType<typeof deleteMerchantGroup>>, Error, string>, 'onSuccess' | 'onError'> = {}) {
  return useMutation({ mutationFn: deleteMerchantGroup, ...outcome, meta: { refreshes: [merchantKeys.groups, merchantKeys.metrics] } });
}
