import type { Occasion, PublicProduct } from '@juntai/contract';
import { MARKETPLACE_FILTER_PARAMS } from '@juntai/contract/plain';
import { centsFromReais, matchesSearch, type PriceBand, priceBand, type ProductSort, sortProducts } from '@juntai/domain';

/**
 * The marketplace's filters as they live in the URL (so a filtered page can be shared and survives a
 * reload). Values are Portuguese words; anything unknown in a URL is ignored.
 */
export interface MarketplaceFilters {
  search: string;
  category: string;
  band: PriceBand | null;
  occasionId: number | null;
  sort: ProductSort;
}

export const FILTER_PARAMS = MARKETPLACE_FILTER_PARAMS;

export const BAND_PARAM: Record<PriceBand, string> = { low: 'ate-1000', medium: '1000-a-5000', high: 'acima-5000' };
export const SORT_PARAM: Record<ProductSort, string> = {
  relevance: 'relevancia', price_asc: 'menor-preco', price_desc: 'maior-preco', newest: 'recentes',
};
export const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Relevância', price_asc: 'Menor preço', price_desc: 'Maior preço', newest: 'Mais recentes',
};

const keyOf = <K extends string>(map: Record<K, string>, value: string | null): K | undefined =>
  (Object.keys(map) as K[]).find((k) => map[k] === value);

export function readFilters(params: URLSearchParams): MarketplaceFilters {
  const occasion = Number(params.get(FILTER_PARAMS.occasion));
  return {
    search: params.get(FILTER_PARAMS.search) ?? '',
    category: params.get(FILTER_PARAMS.category) ?? '',
    band: keyOf(BAND_PARAM, params.get(FILTER_PARAMS.band)) ?? null,
    occasionId: Number.isInteger(occasion) && occasion > 0 ? occasion : null,
    sort: keyOf(SORT_PARAM, params.get(FILTER_PARAMS.sort)) ?? 'relevance',
  };
}

/** The URL parameters of a set of filters; defaults are left out so plain /marketplace stays clean. */
export function writeFilters(filters: MarketplaceFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set(FILTER_PARAMS.search, filters.search);
  if (filters.category) params.set(FILTER_PARAMS.category, filters.category);
  if (filters.band) params.set(FILTER_PARAMS.band, BAND_PARAM[filters.band]);
  if (filters.occasionId) params.set(FILTER_PARAMS.occasion, String(filters.occasionId));
  if (filters.sort !== 'relevance') params.set(FILTER_PARAMS.sort, SORT_PARAM[filters.sort]);
  return params;
}

/**
 * Whether a product suits an occasion: the product's whole group-size range (min_group_size to
 * max_group_size) lies inside the range of sizes the occasion suggests (its smallest to its largest
 * suggested size). "Dia das Mães — Grupos de 2-6 pessoas" shows products meant for 2 to 6 people,
 * not a trip that needs at least 6. An occasion without sizes fits every product.
 */
export function fitsOccasion(product: Pick<PublicProduct, 'min_group_size' | 'max_group_size'>, sizes: readonly number[]): boolean {
  if (sizes.length === 0) return true;
  return product.min_group_size >= Math.min(...sizes) && product.max_group_size <= Math.max(...sizes);
}

/** The products to show: search (name or description, accent- and case-insensitive), category, price band, occasion; then sorted. */
export function applyFilters(products: readonly PublicProduct[], filters: MarketplaceFilters, occasions: readonly Occasion[]): PublicProduct[] {
  const occasion = filters.occasionId ? occasions.find((o) => o.id === filters.occasionId) : undefined;
  const kept = products.filter((p) =>
    matchesSearch(filters.search, p.name, p.description)
    && (!filters.category || p.category === filters.category)
    && (!filters.band || priceBand(centsFromReais(p.price)) === filters.band)
    && (!occasion || fitsOccasion(p, occasion.suggested_group_sizes)));
  return sortProducts(kept, filters.sort);
}

export function hasActiveFilters(filters: MarketplaceFilters): boolean {
  return Boolean(filters.search || filters.category || filters.band || filters.occasionId);
}
