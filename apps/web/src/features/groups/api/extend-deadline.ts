import type { Group } from '@juntai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, groupsApi } from '../../../lib/api-client.ts';
import { groupQueryKey } from './get-group.ts';
import { type OrganizerProof, organizerProofHeaders } from '../../../lib/organizer-proof.ts';

interface ExtendDeadlineInput {
  proof: OrganizerProof;
  hours: number;
}

/** POST /api/groups/{linkId}/extend: the organizer moves the deadline once (ADR 0031); answers the group. */
export function useExtendDeadline(linkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ proof, hours }: ExtendDeadlineInput): Promise<Group> =>
      apiRequest(groupsApi.extend, { params: { linkId }, headers: organizerProofHeaders(proof), body: { hours } }),
    onSuccess: (group) => queryClient.setQueryData(groupQueryKey(linkId), group),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupQueryKey(linkId) }),
  });
}
