import { sql } from 'kysely';
import type { Executor } from '../executor.ts';
import { partnerColumns, qualified } from '../columns.ts';

/** Partners with their product count and captured sales (GMV, ADR 0008) on their products' groups. */
export interface PartnerFilter {
  type?: 'marketplace' | 'affiliate' | undefined;
  status?: 'active' | 'inactive' | 'pending' | undefined;
}

export type PartnerSort = 'name' | 'commission_rate' | 'total_products' | 'total_sales' | 'created_at';

function selectPartners(db: Executor) {
  return db.selectFrom('partners').select(qualified('partners', partnerColumns)).select((eb) => [
    eb.selectFrom('products').select(sql<number>`count(*)::int`.as('n')).whereRef('products.partner_id', '=', 'partners.id').as('total_products'),
    eb.selectFrom('payments as p').innerJoin('groups as g', 'g.id', 'p.group_id').innerJoin('products as pr', 'pr.id', 'g.product_id')
      .select(sql<number>`coalesce(sum(p.amount_cents), 0)::bigint`.as('c'))
      .whereRef('pr.partner_id', '=', 'partners.id').where('p.status', '=', 'captured').as('sales_cents'),
  ]);
}

export async function listPartners(db: Executor, filter: PartnerFilter, sortBy: PartnerSort = 'name', order: 'asc' | 'desc' = 'asc') {
  let query = selectPartners(db);
  if (filter.type) query = query.where('partners.type', '=', filter.type);
  if (filter.status) query = query.where('partners.status', '=', filter.status);
  const column = { name: sql`lower(partners.name)`, commission_rate: sql`partners.commission_rate`, total_products: sql`total_products`, total_sales: sql`sales_cents`, created_at: sql`partners.created_at` }[sortBy];
  return query.orderBy(sql`${column} ${sql.raw(order === 'desc' ? 'DESC' : 'ASC')}`).orderBy('partners.id').execute();
}

export async function findPartner(db: Executor, id: number) {
  return selectPartners(db).where('partners.id', '=', id).executeTakeFirst();
}

export async function insertPartner(db: Executor, partner: {
  name: string; contact_email: string; website: string | null; commission_rate: number; description: string | null; categories: string[];
  type: 'marketplace' | 'affiliate'; now: Date;
}): Promise<number> {
  const { now, categories, ...values } = partner;
  const row = await db.insertInto('partners').values({ ...values, categories: JSON.stringify(categories), created_at: now }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Rewrites a partner's own fields (PUT); false when no such partner. */
export async function updatePartnerRow(db: Executor, id: number, partner: {
  name: string; contact_email: string; website: string | null; commission_rate: number; description: string | null; categories: string[];
  type: 'marketplace' | 'affiliate'; status?: 'active' | 'inactive' | 'pending' | undefined;
}): Promise<boolean> {
  const { categories, status, ...values } = partner;
  const result = await db.updateTable('partners').set({ ...values, ...(status ? { status } : {}), categories: JSON.stringify(categories) })
    .where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function existingPartnerIds(db: Executor, ids: number[]): Promise<number[]> {
  const rows = await db.selectFrom('partners').select('id').where('id', 'in', ids).forUpdate().execute();
  return rows.map((r) => r.id);
}

export async function setPartnersStatus(db: Executor, ids: number[], status: 'active' | 'inactive'): Promise<void> {
  await db.updateTable('partners').set({ status }).where('id', 'in', ids).execute();
}

/** Deleting partners leaves their products in the catalogue with no partner (FK ON DELETE SET NULL). */
export async function deletePartners(db: Executor, ids: number[]): Promise<void> {
  await db.deleteFrom('partners').where('id', 'in', ids).execute();
}

export async function listAllCategories(db: Executor, targetAudience?: string) {
  let query = db.selectFrom('categories').select(['id', 'name', 'icon', 'target_audience', 'active'])
    .select((eb) => eb.selectFrom('products').select(sql<number>`count(*)::int`.as('n')).whereRef('products.category', '=', 'categories.name').as('products'))
    .$narrowType<{ products: number }>()
    .orderBy('name');
  // The marketplace's b2c filter also takes the categories marked for both audiences.
  if (targetAudience) query = query.where('target_audience', 'in', targetAudience === 'b2c' ? ['b2c', 'ambos'] : [targetAudience]);
  return query.execute();
}

export async function listAllOccasions(db: Executor) {
  return db.selectFrom('occasions').select(['id', 'name', 'icon', 'featured', 'active', 'suggested_group_sizes']).orderBy('name').execute();
}
