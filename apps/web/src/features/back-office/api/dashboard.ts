import type { dashboardResponseSchema, DashboardStats } from '@juntai/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { backOfficeKeys, operatorRequest } from './operator-request.ts';
import type { Answer } from '../../../lib/api-client.ts';

export type { DashboardStats };

export async function fetchDashboard(period: string, signal?: AbortSignal): Promise<DashboardStats> {
  const answer = await operatorRequest<Answer<typeof dashboardResponseSchema>>(`/api/super-admin/dashboard?period=${encodeURIComponent(period)}`, { signal });
  return answer.stats;
}

/** The dashboard's figures for a period; the previous period's stay on screen while the next loads. */
export function useDashboard(period: string) {
  return useQuery({
    queryKey: backOfficeKeys.dashboard(period),
    queryFn: ({ signal }) => fetchDashboard(period, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}
