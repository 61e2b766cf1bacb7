import type { Product, PublicProduct } from '@juntai/contract';
import { toReais } from '@juntai/contract';
import type { ProductWithPartner } from '../db/repositories/products.ts';

/** A product row as the API shows it (price in reais, the partner's name beside its id). */
export function presentProduct(row: Omit<ProductWithPartner, 'store_name'>): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: toReais(row.price_cents),
    image: row.image,
    category: row.category,
    type: row.type,
    status: row.status,
    featured: row.featured,
    partner_id: row.partner_id,
    partner_name: row.partner_name,
    commission_rate: Number(row.commission_rate),
    tags: row.tags,
    min_group_size: row.min_group_size,
    max_group_size: row.max_group_size,
    target_audience: row.target_audience,
    created_at: row.created_at.toISOString(),
  };
}

/** A product as a visitor sees it: no commission (an agreement between the platform and the partner). */
export function presentPublicProduct(row: ProductWithPartner): PublicProduct {
  const { commission_rate: _commission, ...visible } = presentProduct(row);
  // A partner sells and ships what it lists in the marketplace; the platform's own catalogue is the store's.
  return { ...visible, seller_name: row.partner_name ?? row.store_name ?? '' };
}
