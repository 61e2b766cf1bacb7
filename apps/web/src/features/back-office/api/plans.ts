import type { Plan, PlanRequest } from '@juntai/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backOfficeKeys, operatorApi, operatorRequest } from './operator-request.ts';

export type { Plan, PlanRequest };

export function usePlans() {
  return useQuery({
    queryKey: backOfficeKeys.plans,
    queryFn: async ({ signal }) => (await operatorRequest(operatorApi.plans, { signal })).plans,
    staleTime: 0,
    retry: false,
  });
}

function useInvalidatePlans() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: backOfficeKeys.plans });
    void queryClient.invalidateQueries({ queryKey: backOfficeKeys.merchantsAll });
    void queryClient.invalidateQueries({ queryKey: ['super-admin', 'dashboard'] });
  };
}

export function useCreatePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: (body: PlanRequest) => operatorRequest(operatorApi.createPlan, { body }),
    onSuccess: invalidate,
  });
}

/** Edits a plan; with `active: true` it also reactivates a deactivated one. */
export function useUpdatePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: ({ id, ...body }: PlanRequest & { id: number }) =>
      operatorRequest(operatorApi.updatePlan, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

/** 'Excluir': the server deactivates the plan (its stores keep it until changed). */
export function useDeactivatePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: (id: number) => operatorRequest(operatorApi.deletePlan, { params: { id } }),
    onSuccess: invalidate,
  });
}
