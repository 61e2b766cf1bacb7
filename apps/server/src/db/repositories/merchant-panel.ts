import { sql } from 'kysely';
import type { GroupStatus } from '@juntai/domain';
import { PAID_PAYMENT_STATUSES } from '@juntai/domain';
import type { Executor } from '../executor.ts';
import { servicePartSql, storeShareGroupSql } from './collected-money.ts';
import { whereEffectiveStatus } from './group-status.ts';
import { groupCounts } from './group-counts.ts';
import { everyWordSql } from './text-search-sql.ts';

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
  /**
   * The part of `revenueCents` collected on groups now completed, and the service parts inside it (each
   * group's rounded once, ADR 0008): what the store receives is counted on these alone.
   */
  completedCents: number;
  completedServiceCents: number;
  /** The store's current plan percentage (0 without a plan). */
  planPercentage: number;
  customers: number;
}

const paidStatuses = sql.join(PAID_PAYMENT_STATUSES.map((status) => sql.lit(status)));

export async function readStoreMetrics(db: Executor, storeId: string, now: Date, since: Date): Promise<StoreMetricsRow> {
  const groups = await groupCounts(db, { storeId }, now);
  // One statement: the window's payments once (a CTE read twice is materialised), summed per group for
  // the service parts and counted by e-mail for the customers.
  const amount = sql`sum(paid.amount_cents)`;
  const result = await sql<{ collected: string; completed: string; completed_service: string; customers: number; percentage_fee: string | null }>`
    WITH paid AS (
      SELECT p.group_id, p.amount_cents, lower(trim(p.email)) AS email, g.total_cents, g.product_price_cents, g.status
      FROM payments p JOIN groups g ON g.id = p.group_id
      WHERE g.store_id = ${storeId} AND p.status IN (${paidStatuses}) AND p.paid_at > ${since} AND p.paid_at <= ${now}
    ), per_group AS (
      SELECT ${amount} AS collected, ${servicePartSql(amount, sql`paid.total_cents`, sql`paid.product_price_cents`)} AS service,
             ${storeShareGroupSql(sql`paid.status`)} AS pays_store
      FROM paid GROUP BY paid.group_id, paid.total_cents, paid.product_price_cents, paid.status
    )
    SELECT (SELECT coalesce(sum(collected), 0)::bigint FROM per_group) AS collected,
           (SELECT coalesce(sum(collected), 0)::bigint FROM per_group WHERE pays_store) AS completed,
           (SELECT coalesce(sum(service), 0)::bigint FROM per_group WHERE pays_store) AS completed_service,
           (SELECT count(DISTINCT email)::int FROM paid) AS customers,
           (SELECT pl.percentage_fee FROM stores s JOIN plans pl ON pl.id = s.plan_id WHERE s.store_id = ${storeId}) AS percentage_fee`
    .execute(db);
  const money = result.rows[0]!;
  return {
    ...groups,
    revenueCents: Number(money.collected), completedCents: Number(money.completed), completedServiceCents: Number(money.completed_service),
     planPercentage: Number(money.percentage_fee ?? 0),
    customers: Number(money.customers),
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
  const query = db.selectFrom('groups').where('groups.store_id', '=', filter.storeId)
    .where((eb) => everyWordSql(filter.words, [eb.ref('groups.product_name'), eb.ref('groups.creator_name')]));
  const status = filter.status;
  return status ? query.where((eb) => whereEffectiveStatus(eb, status, filter.now)) : query;
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
      'groups.created_at', 'groups.status', 'groups.expires_at', 'groups.number_of_quotas', 'groups.total_cents', 'groups.product_price_cents',
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
