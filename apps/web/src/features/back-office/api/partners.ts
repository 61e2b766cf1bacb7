import type { CreatePartnerRequest, Partner, PartnerImportRequest, partnerImportResponseSchema, UpdatePartnerRequest, partnerListResponseSchema, partnerMessageResponseSchema, partnerProductsResponseSchema, partnerResponseSchema, PartnersQuery } from '@juntai/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backOfficeKeys, operatorRequest } from './operator-request.ts';
import type { Answer } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-file.ts';

export type { CreatePartnerRequest, Partner, UpdatePartnerRequest };
export type PartnersFilter = { type: '' | NonNullable<PartnersQuery['type']>; status: '' | NonNullable<PartnersQuery['status']>; sort_by: PartnersQuery['sort_by']; sort_order: PartnersQuery['sort_order'] };

const filterParams = (filter: Partial<PartnersFilter>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
  return params;
};

export function usePartners(filter: PartnersFilter) {
  return useQuery({
    queryKey: [...backOfficeKeys.all, 'partners', filter],
    queryFn: async ({ signal }) => (await operatorRequest<Answer<typeof partnerListResponseSchema>>(`/api/super-admin/partners?${filterParams(filter)}`, { signal })).partners,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

export function usePartnerProducts(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...backOfficeKeys.all, 'partner-products', id],
    queryFn: async ({ signal }) => (await operatorRequest<Answer<typeof partnerProductsResponseSchema>>(`/api/super-admin/partners/${id}/products`, { signal })).products,
    enabled,
    retry: false,
  });
}

function useInvalidatePartners() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [...backOfficeKeys.all, 'partners'] });
    void queryClient.invalidateQueries({ queryKey: [...backOfficeKeys.all, 'partner-options'] });
    void queryClient.invalidateQueries({ queryKey: [...backOfficeKeys.all, 'products'] });
  };
}

/** Creates a partner (id null: POST, with no status) or rewrites one (PUT). */
export function useSavePartner() {
  const invalidate = useInvalidatePartners();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: UpdatePartnerRequest }) => (id === null
      ? operatorRequest<Answer<typeof partnerResponseSchema>>('/api/super-admin/partners', { method: 'POST', body })
      : operatorRequest<Answer<typeof partnerResponseSchema>>(`/api/super-admin/partners/${id}`, { method: 'PUT', body })),
    onSuccess: invalidate,
  });
}

export function useDeletePartner() {
  const invalidate = useInvalidatePartners();
  return useMutation({
    mutationFn: (id: number) => operatorRequest<Answer<typeof partnerMessageResponseSchema>>(`/api/super-admin/partners/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useBulkPartnerAction() {
  const invalidate = useInvalidatePartners();
  return useMutation({
    mutationFn: (body: { partner_ids: number[]; action: 'activate' | 'deactivate' | 'delete' }) =>
      operatorRequest<Answer<typeof partnerMessageResponseSchema>>('/api/super-admin/partners/bulk-actions', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

/** Sends a CSV's text: with dry_run the report only (the preview), without it the accepted rows are written. */
export function useImportPartners() {
  const invalidate = useInvalidatePartners();
  return useMutation({
    mutationFn: (body: PartnerImportRequest) =>
      operatorRequest<Answer<typeof partnerImportResponseSchema>>('/api/super-admin/partners/import', { method: 'POST', body }),
    onSuccess: (answer) => {
      if (!answer.dry_run) invalidate();
    },
  });
}

/** The CSV of the filtered partners, with the session cookie; the browser saves it under the server's file name. */
export async function downloadPartnersCsv(filter: Pick<PartnersFilter, 'type' | 'status'>): Promise<void> {
  const response = await fetch(`/api/super-admin/partners/export?${filterParams({ ...filter })}&format=csv`, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'parceiros.csv';
  saveBlob(await response.blob(), name);
}
