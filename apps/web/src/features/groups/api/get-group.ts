import type { Group, groupSchema } from '@juntai/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, type Answer } from '../../../lib/api-client.ts';

/** The spec's refresh period for the group page, used when the live stream is unavailable. */
export const GROUP_POLL_MS = 5000;

export const groupQueryKey = (linkId: string) => ['groups', linkId] as const;

export function fetchGroup(linkId: string, signal?: AbortSignal): Promise<Group> {
  return apiRequest<Answer<typeof groupSchema>>(`/api/groups/${encodeURIComponent(linkId)}`, { signal });
}

const isFinal = (group: Group | undefined) => group?.status === 'completed' || group?.status === 'expired';

/**
 * The group as anyone holding the link sees it. While the live stream delivers changes nothing is
 * polled; without it the page refetches every 5 s (the spec's rhythm) until the group is final.
 */
export function useGroup(linkId: string, { live }: { live: boolean }) {
  return useQuery({
    queryKey: groupQueryKey(linkId),
    queryFn: ({ signal }) => fetchGroup(linkId, signal),
    staleTime: 0,
    // A 4xx (unknown or malformed link) will not change by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
    refetchInterval: (query) => (live || isFinal(query.state.data) ? false : GROUP_POLL_MS),
  });
}
