import type { Kysely } from 'kysely';
import type { Executor } from '../executor.ts';
import type { Database, ProductStatus, ProductType } from '../schema.ts';
import { productColumns, qualified } from '../columns.ts';
import { DEFAULT_STORE_ID } from './stores.ts';

export interface ProductFilter {
  type?: ProductType | undefined;
  status?: ProductStatus | undefined;
  partnerId?: number | undefined;
}

function selectProducts(db: Kysely<Database>) {
  return db
    .selectFrom('products')
    .leftJoin('partners', 'partners.id', 'products.partner_id')
    // The store a product belongs to: its own, or the installation's store for the platform catalogue.
    .leftJoin('stores', (join) => join.on((eb) => eb(eb.fn.coalesce('products.store_id', eb.val(DEFAULT_STORE_ID)), '=', eb.ref('stores.store_id'))))
    .select(qualified('products', productColumns))
    .select(['partners.name as partner_name', 'stores.store_name']);
}

export type ProductWithPartner = Awaited<ReturnType<ReturnType<typeof selectProducts>['executeTakeFirstOrThrow']>>;

export async function listProducts(db: Kysely<Database>, filter: ProductFilter = {}): Promise<ProductWithPartner[]> {
  // A store's own products are sold only by its button, never listed in the platform's catalogue.
  let query = selectProducts(db).where('products.store_id', 'is', null);
  if (filter.type) query = query.where('products.type', '=', filter.type);
  if (filter.status) query = query.where('products.status', '=', filter.status);
  if (filter.partnerId !== undefined) query = query.where('products.partner_id', '=', filter.partnerId);
  return query.orderBy('products.featured', 'desc').orderBy('products.id').execute();
}

export async function findProduct(db: Kysely<Database>, id: number): Promise<ProductWithPartner | undefined> {
  return selectProducts(db).where('products.id', '=', id).executeTakeFirst();
}

/**
 * A product shoppers may buy: active only. A draft or withdrawn product is not for sale, so its page
 * and its API answer 404 at once, rather than after the shopper has filled the three steps of a group.
 */
export async function findProductForSale(db: Kysely<Database>, id: number): Promise<ProductWithPartner | undefined> {
  const row = await findProduct(db, id);
  return row?.status === 'active' ? row : undefined;
}

/** The store's own code (SKU) of a product, null when it has none or the product is gone. */
export async function findProductSku(db: Executor, productId: number): Promise<string | null> {
  const row = await db.selectFrom('products').select(['external_id']).where('id', '=', productId).executeTakeFirst();
  return row?.external_id ?? null;
}
