import type { Group } from '@juntai/contract';
import { SERVER_TIME_HEADER } from '@juntai/contract/plain';
import { isFinal } from '@juntai/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequestWithHeaders, groupsApi, type Via } from '../../../lib/api-client.ts';

/** The spec's refresh period for the group page, used when the live stream is unavailable. */
export const GROUP_POLL_MS = 5000;

export const groupQueryKey = (linkId: string) => ['groups', linkId] as const;

/**
 * The group with the server's clock at answering (its Server-Time header: the body is the same for
 * every reader), so countdowns do not trust the phone's clock.
 */
export async function fetchGroup(linkId: string, { signal, client }: Via = {}): Promise<Group> {
  const { data, headers } = await apiRequestWithHeaders(groupsApi.get, { params: { linkId }, signal, client });
  return { ...data, server_time: headers.get(SERVER_TIME_HEADER) ?? new Date().toISOString() };
}


/**
 * An answer this fresh is not asked for again when the page mounts: the route's loader asks for the group just
 * before the first render, and a second answer a moment later (with a new server_time) would only
 * render the whole page again on a slow phone. Changes still arrive by the stream, polling and the
 * invalidations after each action.
 */
const GROUP_FRESH_MS = 2000;

/** The group as anyone holding the link sees it (also what the route's loader asks for before the first render). */
export function groupQuery(linkId: string) {
  return queryOptions({
    queryKey: groupQueryKey(linkId),
    queryFn: (context) => fetchGroup(linkId, context),
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
