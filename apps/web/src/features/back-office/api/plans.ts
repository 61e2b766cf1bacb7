import type { Plan, PlanRequest } from '@juntai/contract';
import { backOfficeKeys, operatorApi, useOperatorMutation, useOperatorQuery, useSaveRecord } from './operator-request.ts';

export type { Plan };

export const usePlans = () => useOperatorQuery(backOfficeKeys.plans, operatorApi.plans, { pick: (answer) => answer.plans });

/** A plan change also moves the merchants' plans and the dashboard. */
const planFigures = [backOfficeKeys.plans, backOfficeKeys.merchantsAll, ['super-admin', 'dashboard']];

/** Creates or edits a plan; an edit with `active: true` also reactivates a deactivated one. */
export const useSavePlan = () => useSaveRecord<PlanRequest>(operatorApi.createPlan, operatorApi.updatePlan, planFigures);

/** 'Excluir': the server deactivates the plan (its stores keep it until changed). */
export const useDeactivatePlan = () => useOperatorMutation(operatorApi.deletePlan, planFigures, (id: number) => ({ params: { id } }));
