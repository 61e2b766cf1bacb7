import type { Funnel } from '@juntai/contract';
import { FUNNEL_DAYS_DEFAULT } from '@juntai/contract/plain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, merchantApi } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

export type { Funnel };

/** GET /api/admin/funnel?days=30: the button's views, clicks, groups and revenue by day. */
export function useFunnel(enabled: boolean) {
  return useQuery({
    queryKey: [...merchantKeys.funnel, FUNNEL_DAYS_DEFAULT] as const,
    queryFn: ({ signal }) => apiRequest(merchantApi.funnel, { query: { days: FUNNEL_DAYS_DEFAULT }, signal }),
    enabled,
    staleTime: 0,
  });
}
