import { sql } from 'kysely';
import { PAID_PAYMENT_STATUSES } from '@juntai/domain';
import type { Executor } from '../executor.ts';
import { servicePartSql, storeShareGroupSql } from './collected-money.ts';
import { everyWordSql } from './text-search-sql.ts';

/**
 * The operator's view of stores ("lojistas"), with their plan, group count, money collected, and the
 * collected money and service parts of their completed groups (what the store receives is counted on
 * those alone, ADR 0008 addendum).
 */
export interface MerchantFilter {
  status?: 'active' | 'inactive' | 'uninstalled' | undefined;
  /** Words already folded by foldText; each must appear in the store id, name or e-mail. */
  words: string[];
}

function filtered(db: Executor, filter: MerchantFilter) {
  const query = db.selectFrom('stores').where((eb) => everyWordSql(filter.words, [
    eb.ref('stores.store_id'), eb.ref('stores.store_name'), sql<string>`coalesce(stores.contact_email, '')`,
  ]));
  return filter.status ? query.where('stores.status', '=', filter.status) : query;
}

export function selectMerchants(db: Executor, filter: MerchantFilter) {
  return filtered(db, filter)
    .leftJoin('plans', 'plans.id', 'stores.plan_id')
    // The store's collected money, and that of its completed groups with their service parts, summed per
    // group first so each group's service part is rounded once (ADR 0008): one pass over the store's paid
    // payments for every figure.
    .leftJoinLateral((eb) => eb.selectFrom((inner) => inner.selectFrom('payments as p').innerJoin('groups as g', 'g.id', 'p.group_id')
      .select([
        sql<string>`sum(p.amount_cents)`.as('collected'),
        servicePartSql(sql`sum(p.amount_cents)`, sql`g.total_cents`, sql`g.product_price_cents`).as('service'),
        storeShareGroupSql(sql`g.status`).as('pays_store'),
      ])
      .where(sql<boolean>`g.store_id = stores.store_id`)
      .where('p.status', 'in', PAID_PAYMENT_STATUSES)
      .groupBy('g.id')
      .as('per_group'))
      .select([
        sql<string>`coalesce(sum(per_group.collected), 0)::bigint`.as('revenue_cents'),
        sql<string>`coalesce(sum(per_group.collected) FILTER (WHERE per_group.pays_store), 0)::bigint`.as('completed_cents'),
        sql<string>`coalesce(sum(per_group.service) FILTER (WHERE per_group.pays_store), 0)::bigint`.as('completed_service_cents'),
      ])
      .as('money'), (join) => join.onTrue())
    .select([
      'stores.id', 'stores.store_id', 'stores.store_name', 'stores.contact_email', 'stores.plan_id', 'plans.name as plan_name',
      'plans.percentage_fee', 'stores.status', 'stores.installed_at', 'money.revenue_cents', 'money.completed_cents',
      'money.completed_service_cents',
    ])
    .select((eb) => [
      eb.selectFrom('groups').select(sql<number>`count(*)::int`.as('n')).whereRef('groups.store_id', '=', 'stores.store_id').as('total_groups'),
    ]);
}

export async function listMerchants(db: Executor, filter: MerchantFilter, page: number, pageSize: number) {
  return selectMerchants(db, filter).orderBy('stores.installed_at', 'desc').orderBy('stores.id', 'desc')
    .limit(pageSize).offset((page - 1) * pageSize).execute();
}

export async function countMerchants(db: Executor, filter: MerchantFilter): Promise<number> {
  const row = await filtered(db, filter).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findMerchant(db: Executor, id: number) {
  return selectMerchants(db, { words: [] }).where('stores.id', '=', id).executeTakeFirst();
}

export async function updateMerchant(db: Executor, id: number, values: { status?: 'active' | 'inactive' | 'uninstalled' | undefined; planId?: number | null | undefined }): Promise<void> {
  const changes = {
    ...(values.status ? { status: values.status } : {}),
    ...(values.planId !== undefined ? { plan_id: values.planId } : {}),
  };
  // A request naming no field changes nothing; an UPDATE with an empty SET is not SQL.
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('stores').set(changes).where('id', '=', id).execute();
}
