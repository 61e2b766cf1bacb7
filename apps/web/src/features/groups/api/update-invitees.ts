import type { GroupChangeResponse } from '@juntai/contract';
import { ORGANIZER_TOKEN_HEADER } from '@juntai/contract/plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, groupsApi } from '../../../lib/api-client.ts';
import { groupQueryKey } from './get-group.ts';

interface UpdateInviteesInput {
  linkId: string;
  token: string;
  /** The full list, with the new name added. */
  invitedParticipants: string[];
}

export function updateInvitees({ linkId, token, invitedParticipants }: UpdateInviteesInput): Promise<GroupChangeResponse> {
  return apiRequest(groupsApi.updateInvitees, {
    params: { linkId }, headers: { [ORGANIZER_TOKEN_HEADER]: token }, body: { invited_participants: invitedParticipants },
  });
}

export function useUpdateInvitees(linkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvitees,
    onSuccess: (response) => queryClient.setQueryData(groupQueryKey(linkId), response.group),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupQueryKey(linkId) }),
  });
}
