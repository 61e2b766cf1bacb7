import type { CreatePartnerRequest, Partner, PartnerImportRequest, UpdatePartnerRequest, PartnersQuery } from '@juntai/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { operatorApi, pathOf } from '../../../lib/api-client.ts';
import { backOfficeKeys, operatorRequest } from './operator-request.ts';
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
    queryFn: async ({ signal }) => (await operatorRequest(operatorApi.partners, { query: filterParams(filter), signal })).partners,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function usePartnerProducts(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...backOfficeKeys.all, 'partner-products', id],
    queryFn: async ({ signal }) => (await operatorRequest(operatorApi.partnerProducts, { params: { id }, signal })).products,
    enabled,
  });
}

/** A partner change also moves the partner filter's options and the products that name partners. */
const partnerLists = { refreshes: [[...backOfficeKeys.all, 'partners'], [...backOfficeKeys.all, 'partner-options'], [...backOfficeKeys.all, 'products']] };

/** Creates a partner (id null: POST, with no status) or rewrites one (PUT). */
export function useSavePartner() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: UpdatePartnerRequest }) => (id === null
      ? operatorRequest(operatorApi.createPartner, { body })
      : operatorRequest(operatorApi.updatePartner, { params: { id }, body })),
    meta: partnerLists,
  });
}

export function useDeletePartner() {
  return useMutation({
    mutationFn: (id: number) => operatorRequest(operatorApi.deletePartner, { params: { id } }),
    meta: partnerLists,
  });
}

export function useBulkPartnerAction() {
  return useMutation({
    mutationFn: (body: { partner_ids: number[]; action: 'activate' | 'deactivate' | 'delete' }) =>
      operatorRequest(operatorApi.partnerBulkActions, { body }),
    meta: partnerLists,
  });
}

/** Sends a CSV's text: with dry_run the report only (the preview), without it the accepted rows are written (the lists are asked again either way). */
export function useImportPartners() {
  return useMutation({
    mutationFn: (body: PartnerImportRequest) =>
      operatorRequest(operatorApi.importPartners, { body }),
    meta: partnerLists,
  });
}

/** The CSV of the filtered partners, with the session cookie; the browser saves it under the server's file name. */
export async function downloadPartnersCsv(filter: Pick<PartnersFilter, 'type' | 'status'>): Promise<void> {
  const response = await fetch(pathOf(operatorApi.exportPartners, { query: new URLSearchParams([...filterParams(filter), ['format', 'csv']]) }), { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'parceiros.csv';
  saveBlob(await response.blob(), name);
}
