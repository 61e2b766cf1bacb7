import { type Selectable, sql } from 'kysely';
import type { Executor } from '../executor.ts';
import type { ProductsTable, ProductStatus, ProductType } from '../schema.ts';
import { productColumns, qualified } from '../columns.ts';
import { everyWordSql } from './text-search-sql.ts';

/** The operator's product filters (GET /api/super-admin/products). */
export interface OperatorProductFilter {
  type?: ProductType | undefined;
  category?: string | undefined;
  status?: ProductStatus | undefined;
  /** A partner's id, or 'none' for products without a partner. */
  partnerId?: number | 'none' | undefined;
  featured?: boolean | undefined;
  /** Words that must all appear in the name or description, accents and case aside. */
  words: string[];
}

function filtered(db: Executor, filter: OperatorProductFilter) {
  // The platform catalogue only: a store's own products are the store's (GET /api/admin/products).
  // The words come folded by the domain's foldText, so "cafe" finds "Café".
  let query = db.selectFrom('products').leftJoin('partners', 'partners.id', 'products.partner_id').where('products.store_id', 'is', null)
    .where((eb) => everyWordSql(filter.words, [eb.ref('products.name'), eb.ref('products.description')]));
  if (filter.type) query = query.where('products.type', '=', filter.type);
  if (filter.category) query = query.where('products.category', '=', filter.category);
  if (filter.status) query = query.where('products.status', '=', filter.status);
  if (filter.partnerId === 'none') query = query.where('products.partner_id', 'is', null);
  else if (filter.partnerId !== undefined) query = query.where('products.partner_id', '=', filter.partnerId);
  if (filter.featured !== undefined) query = query.where('products.featured', '=', filter.featured);
  return query;
}

/** Newest first, so the product an operator just created heads the list (its star marks a featured one). */
export async function listOperatorProducts(db: Executor, filter: OperatorProductFilter, page: { offset: number; limit: number }) {
  return filtered(db, filter).select(qualified('products', productColumns)).select('partners.name as partner_name')
    .orderBy('products.id', 'desc')
    .offset(page.offset).limit(page.limit).execute();
}

export async function countOperatorProducts(db: Executor, filter: OperatorProductFilter): Promise<number> {
  const row = await filtered(db, filter).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

/** The whole catalogue's counts for the summary under the table. */
export async function productSummary(db: Executor) {
  return db.selectFrom('products').select([
    sql<number>`count(*)::int`.as('total'),
    sql<number>`count(*) filter (where type = 'demo')::int`.as('demo'),
    sql<number>`count(*) filter (where type = 'marketplace')::int`.as('marketplace'),
    sql<number>`count(*) filter (where featured)::int`.as('featured'),
  ]).where('store_id', 'is', null).executeTakeFirstOrThrow();
}

/** A platform product's own fields as the operator saves them: the table's, the rate a number and the tags a list. */
export type ProductValues = Omit<Selectable<ProductsTable>, 'id' | 'commission_rate' | 'tags' | 'store_id' | 'external_id' | 'created_at' | 'updated_at'>
  & { commission_rate: number; tags: string[] };

export async function insertProduct(db: Executor, values: ProductValues, now: Date): Promise<number> {
  const row = await db.insertInto('products')
    .values({ ...values, tags: JSON.stringify(values.tags), created_at: now, updated_at: now })
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProduct(db: Executor, id: number, values: Partial<ProductValues>, now: Date): Promise<void> {
  const { tags, ...rest } = values;
  await db.updateTable('products')
    .set({ ...rest, ...(tags ? { tags: JSON.stringify(tags) } : {}), updated_at: now })
    .where('id', '=', id).execute();
}

/** Locks the product row for the rest of the caller's transaction (a change is read, then written). */
export async function lockProduct(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('products').select('id').where('id', '=', id).forUpdate().executeTakeFirst()) !== undefined;
}

/** Its groups keep their own copy of name, image and price; their product_id becomes null (migration 0007). */
export async function deleteProduct(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('products').where('id', '=', id).execute();
}

export async function partnerExists(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('partners').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
