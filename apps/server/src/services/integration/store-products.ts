import { integrationMessages, type StoreProduct, storeProductInputSchema, toReais } from '@juntai/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { deleteStoreProduct, findStoreProduct, listStoreProducts, type StoreProductRow, upsertStoreProduct } from '../../db/repositories/store-products.ts';
import { notFound } from '../../errors.ts';

export const presentStoreProduct = (row: StoreProductRow): StoreProduct => ({
  id: row.id,
  external_id: row.external_id ?? '',
  name: row.name,
  description: row.description,
  price: toReais(row.price_cents),
  image: row.image,
  active: row.status === 'active',
  groups: row.groups ?? 0,
  updated_at: row.updated_at.toISOString(),
});

export async function storeProducts(ctx: AppContext, storeId: string): Promise<StoreProduct[]> {
  return (await listStoreProducts(ctx.db, storeId)).map(presentStoreProduct);
}

/**
 * Creates or replaces a product of the store (from its panel or its back end's API key). The price
 * given here is the only one Juntaí ever charges: pages that show the button never send one.
 */
export async function saveStoreProduct(ctx: AppContext, storeId: string, externalId: string, input: z.output<typeof storeProductInputSchema>): Promise<{ product: StoreProduct; created: boolean }> {
  const { created } = await upsertStoreProduct(ctx.db, storeId, externalId, {
    name: input.name, description: input.description, price_cents: input.price, image: input.image, active: input.active,
  }, ctx.clock.now());
  const row = await findStoreProduct(ctx.db, storeId, externalId);
  return { product: presentStoreProduct(row!), created };
}

/** Removes the product from the store's button; its groups keep their own copy (ADR 0010). */
export async function removeStoreProduct(ctx: AppContext, storeId: string, externalId: string): Promise<void> {
  if (!(await deleteStoreProduct(ctx.db, storeId, externalId))) throw notFound(integrationMessages.productNotFound, 'store_product_not_found');
}
