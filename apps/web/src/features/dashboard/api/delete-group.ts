import type { deleteGroupResponseSchema } from '@juntai/contract';
import { DASHBOARD_SESSION_HEADER, ORGANIZER_TOKEN_HEADER } from '@juntai/contract/plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { getOrganizerToken } from '../../../lib/organizer-tokens.ts';
import { getDashboardSession } from '../lib/local-state.ts';
import { dashboardQueryKey } from './get-dashboard-groups.ts';

/** DELETE /api/groups/{link_id} with this group's organizer token; the server allows it for expired groups only. */
export function deleteGroup(linkId: string) {
  const token = getOrganizerToken(linkId);
  const session = getDashboardSession()?.token;
  return apiRequest<Answer<typeof deleteGroupResponseSchema>>(`/api/groups/${encodeURIComponent(linkId)}`, {
    method: 'DELETE',
    headers: { ...(token ? { [ORGANIZER_TOKEN_HEADER]: token } : {}), ...(session ? { [DASHBOARD_SESSION_HEADER]: session } : {}) },
    
  });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  });
}
