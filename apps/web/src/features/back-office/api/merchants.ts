import type { CreateMerchantRequest, Merchant, merchantStatuses } from '@juntai/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
    retry: false,
  });
}

export function useCreateMerchant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMerchantRequest) =>
      operatorRequest(operatorApi.createMerchant, { body }),
    onSuccess: () => invalidateMerchantFigures(queryClient),
  });
}

export function useUpdateMerchant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; status?: MerchantStatus; plan_id?: number | null }) =>
      operatorRequest(operatorApi.updateMerchant, { params: { id }, body }),
    onSuccess: () => invalidateMerchantFigures(queryClient),
  });
}

/** A merchant change also moves the dashboard's counts and the plans' merchant counts. */
function invalidateMerchantFigures(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: backOfficeKeys.merchantsAll });
  void queryClient.invalidateQueries({ queryKey: backOfficeKeys.plans });
  void queryClient.invalidateQueries({ queryKey: ['super-admin', 'dashboard'] });
}
