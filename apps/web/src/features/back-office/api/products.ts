import type { Product } from '@juntai/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { backOfficeKeys, operatorApi, operatorRequest } from './operator-request.ts';

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

function productsQuery(filter: ProductsFilter): URLSearchParams {
  const params = new URLSearchParams({ page: String(filter.page), limit: String(PRODUCTS_PAGE_SIZE) });
  if (filter.type) params.set('type', filter.type);
  if (filter.category) params.set('category', filter.category);
  if (filter.status) params.set('status', filter.status);
  if (filter.partner) params.set('partner_id', filter.partner);
  if (filter.featured) params.set('featured', 'true');
  if (filter.search.trim()) params.set('search', filter.search.trim());
  return params;
}

export function useOperatorProducts(filter: ProductsFilter) {
  return useQuery({
    queryKey: [...backOfficeKeys.all, 'products', filter],
    queryFn: ({ signal }) => operatorRequest(operatorApi.products, { query: productsQuery(filter), signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: [...backOfficeKeys.all, 'categories'],
    queryFn: async ({ signal }) => (await operatorRequest(operatorApi.categories, { signal })).categories,
  });
}

/** The partners for the filter and the form's select (names only). */
export function usePartnerOptions() {
  return useQuery({
    queryKey: [...backOfficeKeys.all, 'partner-options'],
    queryFn: async ({ signal }) => (await operatorRequest(operatorApi.partners, { signal })).partners,
  });
}

/** The form as the API takes it (spec §7): numbers as numbers, tags as the typed text, no partner as null. */
export interface ProductBody {
  name: string;
  description: string;
  price: number;
  image: string;
  category: string;
  type: 'demo' | 'marketplace';
  status: 'active' | 'inactive' | 'draft';
  featured: boolean;
  partner_id: number | null;
  commission_rate: number;
  tags: string;
  min_group_size: number;
  max_group_size: number;
  target_audience: 'presente' | 'familia' | 'tech' | 'casa' | 'geral';
}

/** A product change also moves the categories' counts and the dashboard. */
const productLists = { refreshes: [[...backOfficeKeys.all, 'products'], [...backOfficeKeys.all, 'categories'], ['super-admin', 'dashboard']] };

export function useSaveProduct() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ProductBody }) => id ? operatorRequest(operatorApi.updateProduct, { params: { id }, body }) : operatorRequest(operatorApi.createProduct, { body }),
    meta: productLists,
  });
}

/** The badge and the star: PUT with only {status} or only {featured}. */
export function usePatchProduct() {
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: { status: Product['status'] } | { featured: boolean } }) =>
      operatorRequest(operatorApi.updateProduct, { params: { id }, body: patch }),
    meta: productLists,
  });
}

export function useDeleteProduct() {
  return useMutation({
    mutationFn: (id: number) => operatorRequest(operatorApi.deleteProduct, { params: { id } }),
    meta: productLists,
  });
}

/** Sends a picture file as is (its own Content-Type); the server answers the app path it stored. */
export async function uploadProductImage(file: File): Promise<string> {
  return (await operatorRequest(operatorApi.uploadImage, {
    body: file, headers: { 'content-type': file.type || 'application/octet-stream' } })).url;
}

/** Has the server download an https image once and store it, so pages never load it from elsewhere. */
export async function storeImageFromUrl(url: string): Promise<string> {
  return (await operatorRequest(operatorApi.imageFromUrl, { body: { url } })).url;
}
