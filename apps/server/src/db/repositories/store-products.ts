import { sql } from 'kysely';
import type { Executor } from '../executor.ts';

/** A store's products (products.store_id set), with how many groups each has had. */
function selectStoreProducts(db: Executor, storeId: string) {
  return db.selectFrom('products')
    .select(['id', 'external_id', 'name', 'description', 'price_cents', 'image', 'status', 'min_group_size', 'max_group_size', 'updated_at'])
    .select((eb) => eb.selectFrom('groups').select(sql<number>`count(*)::int`.as('n')).whereRef('groups.product_id', '=', 'products.id').as('groups'))
    .where('store_id', '=', storeId);
}

export type StoreProductRow = Awaited<ReturnType<ReturnType<typeof selectStoreProducts>['executeTakeFirstOrThrow']>>;

export async function listStoreProducts(db: Executor, storeId: string): Promise<StoreProductRow[]> {
  return selectStoreProducts(db, storeId).orderBy('name').orderBy('id').execute();
}

export async function findStoreProduct(db: Executor, storeId: string, externalId: string): Promise<StoreProductRow | undefined> {
  return selectStoreProducts(db, storeId).where('external_id', '=', externalId).executeTakeFirst();
}

export interface StoreProductValues {
  name: string;
  description: string;
  price_cents: number;
  image: string;
  active: boolean;
}

/**
 * Creates or replaces the store's product in one statement (two syncs of the same SKU at once cannot
 * make two rows). Store products live outside the platform catalogue: no category, partner or commission.
 */
export async function upsertStoreProduct(db: Executor, storeId: string, externalId: string, values: StoreProductValues, now: Date): Promise<{ id: number; created: boolean }> {
  const fields = { name: values.name, description: values.description, price_cents: values.price_cents, image: values.image, status: values.active ? 'active' as const : 'inactive' as const, updated_at: now };
  const row = await db.insertInto('products')
    .values({
      ...fields, store_id: storeId, external_id: externalId, category: '', type: 'marketplace', featured: false, partner_id: null,
      commission_rate: 0, tags: '[]', min_group_size: 2, max_group_size: 10, target_audience: 'geral', created_at: now,
    })
    .onConflict((oc) => oc.columns(['store_id', 'external_id']).where('store_id', 'is not', null).doUpdateSet(fields))
    // xmax is 0 only on a row this statement inserted (PostgreSQL and PGlite alike).
    .returning(['id', sql<boolean>`(xmax = 0)`.as('created')])
    .executeTakeFirstOrThrow();
  return { id: row.id, created: row.created };
}

export async function deleteStoreProduct(db: Executor, storeId: string, externalId: string): Promise<boolean> {
  const result = await db.deleteFrom('products').where('store_id', '=', storeId).where('external_id', '=', externalId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
