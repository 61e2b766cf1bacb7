import type { Group } from '@juntai/contract';
import { ORGANIZER_TOKEN_HEADER } from '@juntai/contract/plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, groupsApi } from '../../../lib/api-client.ts';
import { groupQueryKey } from './get-group.ts';

/** A change to one group: the group it answers takes the cached one's place, which is then asked for again. */
export function useGroupChange<Input>(linkId: string, change: (input: Input) => Promise<Group>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (group) => queryClient.setQueryData(groupQueryKey(linkId), group),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupQueryKey(linkId) }),
  });
}

/** The organizer removes a name from the list (their token proves it). */
export const useRemoveParticipant = (linkId: string) => useGroupChange(linkId, async ({ token, name }: { token: string; name: string }) =>
  (await apiRequest(groupsApi.removeParticipant, { params: { linkId, name }, headers: { [ORGANIZER_TOKEN_HEADER]: token } })).group);

/** The organizer sends the full list, with the new name added. */
export const useUpdateInvitees = (linkId: string) => useGroupChange(linkId, async ({ token, invitedParticipants }: { token: string; invitedParticipants: string[] }) =>
  (await apiRequest(groupsApi.updateInvitees, {
    params: { linkId }, headers: { [ORGANIZER_TOKEN_HEADER]: token }, body: { invited_participants: invitedParticipants },
  })).group);
