import type { OperatorDashboardStats } from '@juntai/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { backOfficeKeys, operatorApi, useOperatorQuery } from './operator-request.ts';

export type { OperatorDashboardStats };

/** The dashboard's figures for a period; the previous period's stay on screen while the next loads. */
export const useOperatorDashboard = (period: string) => useOperatorQuery(backOfficeKeys.dashboard(period), operatorApi.dashboard, {
  input: { query: { period } }, pick: (answer) => answer.stats, placeholderData: keepPreviousData,
});
