import type { GroupChangeResponse } from '@juntai/contract';
import { ORGANIZER_TOKEN_HEADER } from '@juntai/contract/plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, groupsApi } from '../../../lib/api-client.ts';
import { groupQueryKey } from './get-group.ts';

interface RemoveParticipantInput {
  linkId: string;
  token: string;
  name: string;
}

export function removeParticipant({ linkId, token, name }: RemoveParticipantInput): Promise<GroupChangeResponse> {
  return apiRequest(groupsApi.removeParticipant, { params: { linkId, name }, headers: { [ORGANIZER_TOKEN_HEADER]: token } });
}

export function useRemoveParticipant(linkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeParticipant,
    onSuccess: (response) => queryClient.setQueryData(groupQueryKey(linkId), response.group),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupQueryKey(linkId) }),
  });
}
