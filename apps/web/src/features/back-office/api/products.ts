import type { Product } from '@juntai/contract';
import type { BodyOf } from '@juntai/contract/api';
import { keepPreviousData } from '@tanstack/react-query';
import { SELDOM_STALE_MS, backOfficeKeys, operatorApi, operatorRequest, useOperatorMutation, useOperatorQuery, useSaveRecord } from './operator-request.ts';

export type { Product };

/** The screen's filters, as in the address bar (all strings; '' is "all"). */
export interface ProductsFilter {
  type: '' | 'demo' | 'marketplace';
  category: string;
  status: '' | 'active' | 'inactive' | 'draft';
  /** A partner's id, 'none', or ''. */
  partner: string;
  featured: boolean;
  search: string;
  page: number;
}

export const PRODUCTS_PAGE_SIZE = 20;

function productsQuery({ type, category, status, partner, featured, search, page }: ProductsFilter): URLSearchParams {
  const params = new URLSearchParams({ page: String(page), limit: String(PRODUCTS_PAGE_SIZE) });
  const chosen = { type, category, status, partner_id: partner, featured: featured ? 'true' : '', search: search.trim() };
  for (const [key, value] of Object.entries(chosen)) if (value) params.set(key, value);
  return params;
}

export const useOperatorProducts = (filter: ProductsFilter) => useOperatorQuery([...backOfficeKeys.all, 'products', filter], operatorApi.products, {
  input: { query: productsQuery(filter) }, placeholderData: keepPreviousData,
});

export const useCategories = () => useOperatorQuery([...backOfficeKeys.all, 'categories'], operatorApi.categories, { pick: (answer) => answer.categories, staleTime: SELDOM_STALE_MS });

/** The partners for the filter and the form's select (names only). */
export const usePartnerOptions = () => useOperatorQuery([...backOfficeKeys.all, 'partner-options'], operatorApi.partners, { pick: (answer) => answer.partners, staleTime: SELDOM_STALE_MS });

/** The form as the API takes it (spec §7): numbers as numbers, tags as the typed text, no partner as null. */
export type ProductBody = BodyOf<typeof operatorApi.createProduct>;

/** A product change also moves the categories' counts and the dashboard. */
const productLists = [[...backOfficeKeys.all, 'products'], [...backOfficeKeys.all, 'categories'], ['super-admin', 'dashboard']];

export const useSaveProduct = () => useSaveRecord<ProductBody>(operatorApi.createProduct, operatorApi.updateProduct, productLists);

/** The badge and the star: PUT with only {status} or only {featured}. */
export const usePatchProduct = () => useOperatorMutation(operatorApi.updateProduct, productLists,
  ({ id, patch }: { id: number; patch: { status: Product['status'] } | { featured: boolean } }) => ({ params: { id }, body: patch }));

export const useDeleteProduct = () => useOperatorMutation(operatorApi.deleteProduct, productLists, (id: number) => ({ params: { id } }));

/** Sends a picture file as is (its own Content-Type); the server answers the app path it stored. */
export async function uploadProductImage(file: File): Promise<string> {
  return (await operatorRequest(operatorApi.uploadImage, {
    body: file, headers: { 'content-type': file.type || 'application/octet-stream' } })).url;
}

/** Has the server download an https image once and store it, so pages never load it from elsewhere. */
export async function storeImageFromUrl(url: string): Promise<string> {
  return (await operatorRequest(operatorApi.imageFromUrl, { body: { url } })).url;
}
