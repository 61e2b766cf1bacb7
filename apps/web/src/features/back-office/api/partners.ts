import type { Partner, PartnerImportRequest, UpdatePartnerRequest, PartnersQuery } from '@juntai/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { operatorApi, pathOf } from '../../../lib/api-client.ts';
import { SELDOM_STALE_MS, backOfficeKeys, useOperatorMutation, useOperatorQuery, useSaveRecord } from './operator-request.ts';
import { saveBlob } from '../../../lib/save-file.ts';

export type { Partner };
export type PartnersFilter = { type: '' | NonNullable<PartnersQuery['type']>; status: '' | NonNullable<PartnersQuery['status']>; sort_by: PartnersQuery['sort_by']; sort_order: PartnersQuery['sort_order'] };

const filterParams = (filter: Partial<PartnersFilter>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
  return params;
};

export const usePartners = (filter: PartnersFilter) => useOperatorQuery([...backOfficeKeys.all, 'partners', filter], operatorApi.partners, {
  input: { query: filterParams(filter) }, pick: (answer) => answer.partners, placeholderData: keepPreviousData,
});

export const usePartnerProducts = (id: number, enabled: boolean) => useOperatorQuery([...backOfficeKeys.all, 'partner-products', id], operatorApi.partnerProducts, {
  input: { params: { id } }, pick: (answer) => answer.products, enabled, staleTime: SELDOM_STALE_MS,
});

/** A partner change also moves the partner filter's options and the products that name partners. */
const partnerLists = [[...backOfficeKeys.all, 'partners'], [...backOfficeKeys.all, 'partner-options'], [...backOfficeKeys.all, 'products']];

/** Creates a partner (with no status: the server's 'pending') or rewrites one. */
export const useSavePartner = () => useSaveRecord<UpdatePartnerRequest>(operatorApi.createPartner, operatorApi.updatePartner, partnerLists);

export const useDeletePartner = () => useOperatorMutation(operatorApi.deletePartner, partnerLists, (id: number) => ({ params: { id } }));

export const useBulkPartnerAction = () => useOperatorMutation(operatorApi.partnerBulkActions, partnerLists,
  (body: { partner_ids: number[]; action: 'activate' | 'deactivate' | 'delete' }) => ({ body }));

/** Sends a CSV's text: with dry_run the report only (the preview), without it the accepted rows are written (the lists are asked again either way). */
export const useImportPartners = () => useOperatorMutation(operatorApi.importPartners, partnerLists, (body: PartnerImportRequest) => ({ body }));

/** The CSV of the filtered partners, with the session cookie; the browser saves it under the server's file name. */
export async function downloadPartnersCsv(filter: Pick<PartnersFilter, 'type' | 'status'>): Promise<void> {
  const response = await fetch(pathOf(operatorApi.exportPartners, { query: new URLSearchParams([...filterParams(filter), ['format', 'csv']]) }), { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'parceiros.csv';
  saveBlob(await response.blob(), name);
}
