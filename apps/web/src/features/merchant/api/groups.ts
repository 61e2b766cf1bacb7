import type { MerchantGroup } from '@juntai/contract';
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '@juntai/contract/plain';
import { keepPreviousData, type UseMutationOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { apiRequest, apiRequestWithHeaders, groupsApi, merchantApi } from '../../../lib/api-client.ts';
import type { StatusFilter } from '../lib/group-status.ts';
import { merchantKeys } from './query-keys.ts';

/** A phone screen's worth of rows per page; 'Carregar mais' asks for the next. */
export const MERCHANT_GROUPS_PAGE_SIZE = 20;

export interface MerchantGroupsPage {
  groups: MerchantGroup[];
  nextCursor: string | undefined;
  total: number | undefined;
}

export interface MerchantGroupsFilters {
  status: StatusFilter;
  search: string;
}

/** GET /api/admin/groups: the server filters, searches and pages (newest first); cursor and total come in headers. */
export async function fetchMerchantGroups(filters: MerchantGroupsFilters, cursor: string | undefined, signal?: AbortSignal): Promise<MerchantGroupsPage> {
  const params = new URLSearchParams({ limit: String(MERCHANT_GROUPS_PAGE_SIZE) });
  if (filters.status) params.set('status', filters.status);
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (cursor) params.set('cursor', cursor);
  const { data, headers } = await apiRequestWithHeaders(merchantApi.groups, { query: params, signal });
  const total = Number(headers.get(TOTAL_COUNT_HEADER));
  return {
    groups: data,
    nextCursor: headers.get(NEXT_CURSOR_HEADER) ?? undefined,
    total: headers.has(TOTAL_COUNT_HEADER) && Number.isFinite(total) ? total : undefined,
  };
}

export function useMerchantGroups(filters: MerchantGroupsFilters) {
  return useInfiniteQuery({
    queryKey: [...merchantKeys.groups, filters.status, filters.search.trim()] as const,
    queryFn: ({ pageParam, signal }) => fetchMerchantGroups(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    // The old list stays on screen while a new filter loads, instead of a spinner per keystroke pause.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * DELETE /api/groups/{link_id} with the merchant's session cookie: the server allows it for the
 * store's expired groups only (403/409 with a `detail` otherwise). The list and the figures reload.
 */
const deleteMerchantGroup = (linkId: string) => apiRequest(groupsApi.remove, { params: { link_id: linkId } });

/** `outcome` runs on the mutation itself, as in the shopper's useDeleteGroup: the calling row goes away. */
export function useDeleteMerchantGroup(outcome: Pick<UseMutationOptions<Awaited<ReturnType<typeof deleteMerchantGroup>>, Error, string>, 'onSuccess' | 'onError'> = {}) {
  return useMutation({ mutationFn: deleteMerchantGroup, ...outcome, meta: { refreshes: [merchantKeys.groups, merchantKeys.metrics] } });
}
