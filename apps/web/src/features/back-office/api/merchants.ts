import type { CreateMerchantRequest, Merchant, merchantStatuses } from '@juntai/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { backOfficeKeys, operatorApi, operatorRequest } from './operator-request.ts';

export type { Merchant };
export type MerchantStatus = (typeof merchantStatuses)[number];
export interface MerchantsQuery { status: '' | MerchantStatus; search: string; page: number }

export function useMerchants(query: MerchantsQuery) {
  return useQuery({
    queryKey: backOfficeKeys.merchants(query),
    queryFn: ({ signal }) => operatorRequest(operatorApi.merchants, { query: { status: query.status, search: query.search.trim(), page: query.page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A merchant change also moves the dashboard's counts and the plans' merchant counts. */
const merchantFigures = { refreshes: [backOfficeKeys.merchantsAll, backOfficeKeys.plans, ['super-admin', 'dashboard']] };

export function useCreateMerchant() {
  return useMutation({
    mutationFn: (body: CreateMerchantRequest) => operatorRequest(operatorApi.createMerchant, { body }),
    meta: merchantFigures,
  });
}

export function useUpdateMerchant() {
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; status?: MerchantStatus; plan_id?: number | null }) =>
      operatorRequest(operatorApi.updateMerchant, { params: { id }, body }),
    meta: merchantFigures,
  });
}
