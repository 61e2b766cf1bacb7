import { useEffect } from 'react';
import { useProducts } from '../api/get-products.ts';

/**
 * The landing page's products: the store's active demo catalogue. A failed fetch is only logged
 * (spec §8): loading ends and the section simply shows no cards.
 */
export function useFeaturedProducts() {
  const query = useProducts({ type: 'demo', status: 'active' });
  useEffect(() => {
    if (query.error) console.error('Erro ao carregar os produtos em destaque', query.error);
  }, [query.error]);
  return { products: query.data ?? [], loading: query.isPending };
}
