import type { Plan, PlanRequest } from '@juntai/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { backOfficeKeys, operatorApi, operatorRequest } from './operator-request.ts';

export type { Plan, PlanRequest };

export function usePlans() {
  return useQuery({
    queryKey: backOfficeKeys.plans,
    queryFn: async ({ signal }) => (await operatorRequest(operatorApi.plans, { signal })).plans,
    staleTime: 0,
  });
}

/** A plan change also moves the merchants' plans and the dashboard. */
const planFigures = { refreshes: [backOfficeKeys.plans, backOfficeKeys.merchantsAll, ['super-admin', 'dashboard']] };

export function useCreatePlan() {
  return useMutation({
    mutationFn: (body: PlanRequest) => operatorRequest(operatorApi.createPlan, { body }),
    meta: planFigures,
  });
}

/** Edits a plan; with `active: true` it also reactivates a deactivated one. */
export function useUpdatePlan() {
  return useMutation({
    mutationFn: ({ id, ...body }: PlanRequest & { id: number }) =>
      operatorRequest(operatorApi.updatePlan, { params: { id }, body }),
    meta: planFigures,
  });
}

/** 'Excluir': the server deactivates the plan (its stores keep it until changed). */
export function useDeactivatePlan() {
  return useMutation({
    mutationFn: (id: number) => operatorRequest(operatorApi.deletePlan, { params: { id } }),
    meta: planFigures,
  });
}
