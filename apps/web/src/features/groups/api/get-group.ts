import type { Group } from '@juntai/contract';
import { isFinal } from '@juntai/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, groupsApi } from '../../../lib/api-client.ts';

/** The spec's refresh period for the group page, used when the live stream is unavailable. */
export const GROUP_POLL_MS = 5000;

export const groupQueryKey = (linkId: string) => ['groups', linkId] as const;

export function fetchGroup(linkId: string, signal?: AbortSignal): Promise<Group> {
  return apiRequest(groupsApi.get, { params: { linkId }, signal });
}


/**
 * An answer this fresh is not asked for again when the page mounts: boot.tsx asks for the group just
 * before the first render, and a second answer a moment later (with a new server_time) would only
 * render the whole page again on a slow phone. Changes still arrive by the stream, polling and the
 * invalidations after each action.
 */
const GROUP_FRESH_MS = 2000;

/** The group as anyone holding the link sees it (also what boot.tsx asks for before the first render). */
export function groupQuery(linkId: string) {
  return queryOptions({
    queryKey: groupQueryKey(linkId),
    queryFn: ({ signal }) => fetchGroup(linkId, signal),
    staleTime: GROUP_FRESH_MS,
    // A 4xx (unknown or malformed link) will not change by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
  });
}

/**
 * The group, kept current. While the live stream delivers changes nothing is
 * polled; without it the page refetches every 5 s (the spec's rhythm) until the group is final.
 */
export function useGroup(linkId: string, { live }: { live: boolean }) {
  return useQuery({
    ...groupQuery(linkId),
    refetchInterval: (query) => (live || (query.state.data !== undefined && isFinal(query.state.data.status)) ? false : GROUP_POLL_MS),
  });
}
