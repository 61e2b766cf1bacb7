import type { CreateMerchantRequest, Merchant, merchantListResponseSchema, merchantResponseSchema, merchantStatuses } from '@juntai/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backOfficeKeys, operatorRequest } from './operator-request.ts';
import type { Answer } from '../../../lib/api-client.ts';

export type { Merchant };
export type MerchantStatus = (typeof merchantStatuses)[number];
export interface MerchantsQuery { status: '' | MerchantStatus; search: string; page: number }

export function merchantsPath({ status, search, page }: MerchantsQuery): string {
  const params = new URLSearchParams({ status, search: search.trim(), page: String(page) });
  return `/api/super-admin/merchants?${params.toString()}`;
}

export function useMerchants(query: MerchantsQuery) {
  return useQuery({
    queryKey: backOfficeKeys.merchants(query),
    queryFn: ({ signal }) => operatorRequest<Answer<typeof merchantListResponseSchema>>(merchantsPath(query), { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

export function useCreateMerchant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMerchantRequest) =>
      operatorRequest<Answer<typeof merchantResponseSchema>>('/api/super-admin/merchants', { method: 'POST', body }),
    onSuccess: () => invalidateMerchantFigures(queryClient),
  });
}

export function useUpdateMerchant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; status?: MerchantStatus; plan_id?: number | null }) =>
      operatorRequest<Answer<typeof merchantResponseSchema>>(`/api/super-admin/merchants/${id}`, { method: 'PUT', body }),
    onSuccess: () => invalidateMerchantFigures(queryClient),
  });
}

/** A merchant change also moves the dashboard's counts and the plans' merchant counts. */
function invalidateMerchantFigures(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: backOfficeKeys.merchantsAll });
  void queryClient.invalidateQueries({ queryKey: backOfficeKeys.plans });
  void queryClient.invalidateQueries({ queryKey: ['super-admin', 'dashboard'] });
}
