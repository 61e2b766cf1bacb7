import type { Occasion, PublicProduct } from '@juntai/contract';
import { describe, expect, it } from 'vitest';
import { applyFilters, fitsOccasion, readFilters, writeFilters } from './filters.ts';

const product = (over: Partial<PublicProduct>): PublicProduct => ({
  id: 1, name: 'Produto', description: '', price: 100, image: '/x.svg', category: 'Casa', type: 'marketplace', status: 'active',
  featured: false, partner_id: null, partner_name: null, tags: [], min_group_size: 2, max_group_size: 10,
  target_audience: 'geral', created_at: '2026-01-01T00:00:00.000Z', seller_name: 'Loja Padrão', ...over,
});

const occasions: Occasion[] = [{ id: 7, name: 'Dia das Mães', icon: '💐', featured: true, suggested_group_sizes: [2, 6] }];

describe('marketplace filters', () => {
  it('reads and writes the URL query, ignoring unknown values', () => {
    const filters = readFilters(new URLSearchParams('busca=café&categoria=Casa&preco=acima-5000&ocasiao=7&ordem=menor-preco'));
    expect(filters).toEqual({ search: 'café', category: 'Casa', band: 'high', occasionId: 7, sort: 'price_asc' });
    expect(writeFilters(filters).toString()).toBe('busca=caf%C3%A9&categoria=Casa&preco=acima-5000&ocasiao=7&ordem=menor-preco');
    expect(readFilters(new URLSearchParams('preco=barato&ordem=x&ocasiao=-1'))).toEqual({ search: '', category: '', band: null, occasionId: null, sort: 'relevance' });
    expect(writeFilters(readFilters(new URLSearchParams())).toString()).toBe('');
  });

  it('fits an occasion when the product\'s whole size range lies inside the suggested sizes', () => {
    expect(fitsOccasion({ min_group_size: 2, max_group_size: 6 }, [2, 6])).toBe(true);
    expect(fitsOccasion({ min_group_size: 3, max_group_size: 5 }, [6, 2])).toBe(true);
    expect(fitsOccasion({ min_group_size: 2, max_group_size: 10 }, [2, 6])).toBe(false);
    expect(fitsOccasion({ min_group_size: 6, max_group_size: 20 }, [2, 6])).toBe(false);
    expect(fitsOccasion({ min_group_size: 6, max_group_size: 20 }, [])).toBe(true);
  });

  it('combines search (accents and case ignored), category, price band, occasion and sort', () => {
    const list = [
      product({ id: 1, name: 'Cafeteira Expresso', price: 899.9, category: 'Casa', max_group_size: 6 }),
      product({ id: 2, name: 'Geladeira', description: 'Ótima para o CAFÉ da manhã', price: 4599, category: 'Casa', max_group_size: 6 }),
      product({ id: 3, name: 'Notebook', price: 5999, category: 'Eletrônicos', max_group_size: 15 }),
    ];
    const base = readFilters(new URLSearchParams());
    expect(applyFilters(list, { ...base, search: 'cafe' }, occasions).map((p) => p.id)).toEqual([1, 2]);
    expect(applyFilters(list, { ...base, category: 'Eletrônicos' }, occasions).map((p) => p.id)).toEqual([3]);
    expect(applyFilters(list, { ...base, band: 'low' }, occasions).map((p) => p.id)).toEqual([1]);
    expect(applyFilters(list, { ...base, band: 'medium' }, occasions).map((p) => p.id)).toEqual([2]);
    expect(applyFilters(list, { ...base, occasionId: 7 }, occasions).map((p) => p.id)).toEqual([1, 2]);
    expect(applyFilters(list, { ...base, sort: 'price_desc' }, occasions).map((p) => p.id)).toEqual([3, 2, 1]);
    expect(applyFilters(list, { ...base, search: 'nada disso' }, occasions)).toEqual([]);
  });
});
