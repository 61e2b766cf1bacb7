import type { CreateMerchantRequest, Merchant, merchantStatuses } from '@juntai/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { backOfficeKeys, operatorApi, useOperatorMutation, useOperatorQuery } from './operator-request.ts';

export type { Merchant };
export type MerchantStatus = (typeof merchantStatuses)[number];
export interface MerchantsQuery { status: '' | MerchantStatus; search: string; page: number }

export const useMerchants = (query: MerchantsQuery) => useOperatorQuery(backOfficeKeys.merchants(query), operatorApi.merchants, {
  input: { query: { status: query.status, search: query.search.trim(), page: query.page } }, placeholderData: keepPreviousData,
});

/** A merchant change also moves the dashboard's counts and the plans' merchant counts. */
const merchantFigures = [backOfficeKeys.merchantsAll, backOfficeKeys.plans, ['super-admin', 'dashboard']];

export const useCreateMerchant = () => useOperatorMutation(operatorApi.createMerchant, merchantFigures, (body: CreateMerchantRequest) => ({ body }));

export const useUpdateMerchant = () => useOperatorMutation(operatorApi.updateMerchant, merchantFigures,
  ({ id, ...body }: { id: number; status?: MerchantStatus; plan_id?: number | null }) => ({ params: { id }, body }));
