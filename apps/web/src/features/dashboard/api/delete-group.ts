import { DASHBOARD_SESSION_HEADER, deleteGroupResponseSchema, ORGANIZER_TOKEN_HEADER } from '@juntai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { getOrganizerToken } from '../../../lib/organizer-tokens.ts';
import { getDashboardSession } from '../lib/local-state.ts';
import { dashboardQueryKey } from './get-dashboard-groups.ts';

/** DELETE /api/groups/{link_id} with this group's organizer token; the server allows it for expired groups only. */
export function deleteGroup(linkId: string) {
  const token = getOrganizerToken(linkId);
  const session = getDashboardSession()?.token;
  return apiRequest(`/api/groups/${encodeURIComponent(linkId)}`, {
    method: 'DELETE',
    headers: { ...(token ? { [ORGANIZER_TOKEN_HEADER]: token } : {}), ...(session ? { [DASHBOARD_SESSION_HEADER]: session } : {}) },
    schema: deleteGroupResponseSchema,
  });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  });
}
