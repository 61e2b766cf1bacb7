import type { MerchantMetrics } from '@juntai/contract';
import { FUNNEL_DAYS_DEFAULT } from '@juntai/contract/plain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, merchantApi } from '../../../lib/api-client.ts';
import { useCallQuery } from '../../../lib/call-hooks.ts';
import { merchantKeys } from './query-keys.ts';

export const EMPTY_METRICS: MerchantMetrics = {
  active_groups: 0, total_revenue_30d: 0, store_share_30d: 0, new_customers: 0, total_groups: 0, completed_groups: 0, expired_groups: 0, rescued_groups_30d: 0,
};

/**
 * GET /api/admin/metrics. The spec only logs a failed load: loading ends and the cards read zero, so a
 * brand-new visitor (no session yet, 401) still sees a calm panel behind the onboarding.
 */
export function useMetrics(enabled: boolean) {
  return useQuery({
    queryKey: merchantKeys.metrics,
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest(merchantApi.metrics, { signal });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        console.error('Erro ao carregar as métricas do painel.', error);
        return EMPTY_METRICS;
      }
    },
    enabled,
    staleTime: 0,
  });
}

/** GET /api/admin/funnel?days=30: the button's views, clicks, groups and revenue by day. */
export const useFunnel = () =>
  useCallQuery([...merchantKeys.funnel, FUNNEL_DAYS_DEFAULT], merchantApi.funnel, { input: { query: { days: FUNNEL_DAYS_DEFAULT } } });
