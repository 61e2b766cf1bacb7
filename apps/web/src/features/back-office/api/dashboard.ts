import type { OperatorDashboardStats } from '@juntai/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { backOfficeKeys, operatorApi, operatorRequest } from './operator-request.ts';

export type { OperatorDashboardStats };

export async function fetchOperatorDashboard(period: string, signal?: AbortSignal): Promise<OperatorDashboardStats> {
  const answer = await operatorRequest(operatorApi.dashboard, { query: { period }, signal });
  return answer.stats;
}

/** The dashboard's figures for a period; the previous period's stay on screen while the next loads. */
export function useOperatorDashboard(period: string) {
  return useQuery({
    queryKey: backOfficeKeys.dashboard(period),
    queryFn: ({ signal }) => fetchOperatorDashboard(period, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
