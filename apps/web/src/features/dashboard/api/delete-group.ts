import { DASHBOARD_SESSION_HEADER, ORGANIZER_TOKEN_HEADER } from '@juntai/contract/plain';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest, groupsApi } from '../../../lib/api-client.ts';
import { getOrganizerToken } from '../../../lib/organizer-tokens.ts';
import { getDashboardSession } from '../lib/local-state.ts';
import { dashboardQueryKey } from './get-dashboard-groups.ts';

/** DELETE /api/groups/{link_id} with this group's organizer token; the server allows it for expired groups only. */
export function deleteGroup(linkId: string) {
  const token = getOrganizerToken(linkId);
  const session = getDashboardSession()?.token;
  return apiRequest(groupsApi.remove, {
    params: { link_id: linkId }, headers: { ...(token ? { [ORGANIZER_TOKEN_HEADER]: token } : {}), ...(session ? { [DASHBOARD_SESSION_HEADER]: session } : {}) },
  });
}

/**
 * `outcome` runs on the mutation itself, not on a call: the deleted group's card (and the button that
 * called) goes away when the list reloads, and a call's own callbacks are skipped once it is gone.
 */
export function useDeleteGroup(outcome: Pick<UseMutationOptions<Awaited<ReturnType<typeof deleteGroup>>, Error, string>, 'onSuccess' | 'onError'> = {}) {
  return useMutation({
    mutationFn: deleteGroup,
    ...outcome,
    meta: { refreshes: [dashboardQueryKey] },
  });
}
