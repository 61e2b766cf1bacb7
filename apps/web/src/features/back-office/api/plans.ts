import type { Plan, PlanRequest } from '@juntai/contract';
import { backOfficeKeys, operatorApi, useOperatorMutation, useOperatorQuery } from './operator-request.ts';

export type { Plan, PlanRequest };

export const usePlans = () => useOperatorQuery(backOfficeKeys.plans, operatorApi.plans, { pick: (answer) => answer.plans });

/** A plan change also moves the merchants' plans and the dashboard. */
const planFigures = [backOfficeKeys.plans, backOfficeKeys.merchantsAll, ['super-admin', 'dashboard']];

export const useCreatePlan = () => useOperatorMutation(operatorApi.createPlan, planFigures, (body: PlanRequest) => ({ body }));

/** Edits a plan; with `active: true` it also reactivates a deactivated one. */
export const useUpdatePlan = () => useOperatorMutation(operatorApi.updatePlan, planFigures, ({ id, ...body }: PlanRequest & { id: number }) => ({ params: { id }, body }));

/** 'Excluir': the server deactivates the plan (its stores keep it until changed). */
export const useDeactivatePlan = () => useOperatorMutation(operatorApi.deletePlan, planFigures, (id: number) => ({ params: { id } }));
