import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { productsQuery } from '../api/get-products.ts';

const FEATURED = { type: 'demo', status: 'active' } as const;

/** The landing page's product list, also asked for by its route's loader (app/route-table.ts). */
export const featuredProductsQuery = productsQuery(FEATURED);

/**
 * The landing page's products: the store's active demo catalogue. A failed fetch is only logged
 * (spec §8): loading ends and the section simply shows no cards.
 */
export function useFeaturedProducts() {
  const query = useQuery(featuredProductsQuery);
  useEffect(() => {
    if (query.error) console.error('Erro ao carregar os produtos em destaque', query.error);
  }, [query.error]);
  return { products: query.data ?? [], loading: query.isPending };
}
