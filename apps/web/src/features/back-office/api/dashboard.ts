import type { operatorDashboardResponseSchema, OperatorDashboardStats } from '@juntai/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { backOfficeKeys, operatorRequest } from './operator-request.ts';
import type { Answer } from '../../../lib/api-client.ts';

export type { OperatorDashboardStats };

export async function fetchOperatorDashboard(period: string, signal?: AbortSignal): Promise<OperatorDashboardStats> {
  const answer = await operatorRequest<Answer<typeof operatorDashboardResponseSchema>>(`/api/super-admin/dashboard?period=${encodeURIComponent(period)}`, { signal });
  return answer.stats;
}

/** The dashboard's figures for a period; the previous period's stay on screen while the next loads. */
export function useOperatorDashboard(period: string) {
  return useQuery({
    queryKey: backOfficeKeys.dashboard(period),
    queryFn: ({ signal }) => fetchOperatorDashboard(period, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}
