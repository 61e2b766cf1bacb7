import type { Group, groupSchema } from '@juntai/contract';
import { ORGANIZER_TOKEN_HEADER } from '@juntai/contract/plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';
import { groupQueryKey } from './get-group.ts';

interface ExtendDeadlineInput {
  linkId: string;
  token: string;
  hours: number;
}

/** POST /api/groups/{linkId}/extend: the organizer moves the deadline once (ADR 0031); answers the group. */
export function extendDeadline({ linkId, token, hours }: ExtendDeadlineInput): Promise<Group> {
  return apiRequest<Answer<typeof groupSchema>>(`/api/groups/${encodeURIComponent(linkId)}/extend`, {
    method: 'POST',
    headers: { [ORGANIZER_TOKEN_HEADER]: token },
    body: { hours },
  });
}

export function useExtendDeadline(linkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendDeadline,
    onSuccess: (group) => queryClient.setQueryData(groupQueryKey(linkId), group),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupQueryKey(linkId) }),
  });
}
