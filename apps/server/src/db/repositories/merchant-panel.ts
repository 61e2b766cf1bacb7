import { type ExpressionBuilder, sql } from 'kysely';
import type { GroupStatus } from '@juntai/domain';
import type { Executor } from '../executor.ts';
import type { Database } from '../schema.ts';
import { whereEffectiveStatus } from './dashboard.ts';
import { groupCounts } from './group-counts.ts';
import { PAID_PAYMENT_STATUSES } from './payments.ts';
import { containsWordSql, foldedSql } from './text-search-sql.ts';

/**
 * The merchant panel's reads, always for one store. "Collected" money (ADR 0008) is a payment in
 * PAID_PAYMENT_STATUSES (card authorised or captured, PIX paid): voided and refunded money was given
 * back, failed, cancelled and pending money never arrived.
 */

export interface StoreMetricsRow {
  active: number;
  completed: number;
  expired: number;
  total: number;
  revenueCents: number;
  customers: number;
}

export async function readStoreMetrics(db: Executor, storeId: string, now: Date, since: Date): Promise<StoreMetricsRow> {
  const groups = await groupCounts(db, { storeId }, now);
  const money = await db.selectFrom('payments as p').innerJoin('groups', 'groups.id', 'p.group_id')
    .select([
      sql<number>`coalesce(sum(p.amount_cents), 0)::int`.as('revenue'),
      sql<number>`count(DISTINCT lower(trim(p.email)))::int`.as('customers'),
    ])
    .where('groups.store_id', '=', storeId)
    .where('p.status', 'in', PAID_PAYMENT_STATUSES)
    .where('p.paid_at', '>', since).where('p.paid_at', '<=', now)
    .executeTakeFirstOrThrow();
  return {
    ...groups,
    revenueCents: Number(money.revenue), customers: Number(money.customers),
  };
}

export interface StoreGroupFilter {
  storeId: string;
  status?: GroupStatus | undefined;
  /** Words already folded by foldText; each must appear in the product or the organizer's name. */
  words: string[];
  now: Date;
}

export interface GroupCursor {
  createdAt: Date;
  id: number;
}

function filtered(db: Executor, filter: StoreGroupFilter) {
  let query = db.selectFrom('groups').where('groups.store_id', '=', filter.storeId);
  if (filter.status) {
    const status = filter.status;
    query = query.where((eb) => whereEffectiveStatus(eb, status, filter.now));
  }
  for (const word of filter.words) {
    query = query.where((eb: ExpressionBuilder<Database, 'groups'>) => eb.or([
      containsWordSql(foldedSql(eb.ref('groups.product_name')), word),
      containsWordSql(foldedSql(eb.ref('groups.creator_name')), word),
    ]));
  }
  return query;
}

/** How many of the store's groups match: from the daily counts (ADR 0013) unless words are searched. */
export async function countStoreGroups(db: Executor, filter: StoreGroupFilter): Promise<number> {
  if (filter.words.length === 0) {
    const counts = await groupCounts(db, { storeId: filter.storeId }, filter.now);
    return filter.status ? counts[filter.status] : counts.total;
  }
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of the store's groups, newest first, after `cursor` (keyset: index groups_store_created_idx). */
export async function listStoreGroups(db: Executor, filter: StoreGroupFilter, cursor: GroupCursor | undefined, limit: number) {
  let query = filtered(db, filter)
    .select([
      'groups.id', 'groups.link_id', 'groups.product_name', 'groups.product_image', 'groups.creator_name', 'groups.creator_whatsapp',
      'groups.created_at', 'groups.status', 'groups.expires_at', 'groups.number_of_quotas',
    ])
    .select((eb) => [
      eb.selectFrom('payments as p').select(sql<number>`count(*)::int`.as('n'))
        .whereRef('p.group_id', '=', 'groups.id').where('p.status', 'in', PAID_PAYMENT_STATUSES).as('paid_count'),
      eb.selectFrom('payments as p').select(sql<number>`coalesce(sum(p.amount_cents), 0)::int`.as('c'))
        .whereRef('p.group_id', '=', 'groups.id').where('p.status', 'in', PAID_PAYMENT_STATUSES).as('revenue_cents'),
    ]);
  if (cursor) {
    query = query.where((eb) => eb.or([
      eb('groups.created_at', '<', cursor.createdAt),
      eb.and([eb('groups.created_at', '=', cursor.createdAt), eb('groups.id', '<', cursor.id)]),
    ]));
  }
  return query.orderBy('groups.created_at', 'desc').orderBy('groups.id', 'desc').limit(limit).execute();
}

/** The store a group belongs to, or undefined when there is no such group. */
export async function findGroupStore(db: Executor, linkId: string): Promise<string | undefined> {
  const row = await db.selectFrom('groups').select('store_id').where('link_id', '=', linkId).executeTakeFirst();
  return row?.store_id;
}
