import type { MerchantMetrics } from '@juntai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, merchantApi } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

export const EMPTY_METRICS: MerchantMetrics = {
  active_groups: 0, total_revenue_30d: 0, store_share_30d: 0, new_customers: 0, total_groups: 0, completed_groups: 0, expired_groups: 0, rescued_groups_30d: 0,
};

/**
 * GET /api/admin/metrics. The spec only logs a failed load: loading ends and the cards read zero, so a
 * brand-new visitor (no session yet, 401) still sees a calm panel behind the onboarding.
 */
export async function fetchMetrics(signal?: AbortSignal): Promise<MerchantMetrics> {
  try {
    return await apiRequest(merchantApi.metrics, { signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.error('Erro ao carregar as métricas do painel.', error);
    return EMPTY_METRICS;
  }
}

export function useMetrics(enabled: boolean) {
  return useQuery({ queryKey: merchantKeys.metrics, queryFn: ({ signal }) => fetchMetrics(signal), enabled, staleTime: 0 });
}
