import { sql } from 'kysely';
import { PAID_PAYMENT_STATUSES } from '@juntai/domain';
import type { Executor } from '../executor.ts';
import type { Period } from './group-counts.ts';
import { saoPauloMonth } from './sao-paulo-day.ts';

/**
 * The back office's figures (ADR 0008), for a period [start, end) or all time (no bounds). Money is
 * read per group so that the service part of a group's captured money is rounded once:
 * service = round(captured × (total − price) / total), which is exactly the group's 5% fee once
 * every quota is captured.
 */
// captured_at is set with every capture (complete-group.ts, provider-notifications.ts); naming it lets the partial
// index payments_captured_at_idx serve all time too, instead of reading every payment of the platform.
const capturedIn = (period: Period) => sql`p.status = 'captured' AND p.captured_at IS NOT NULL
  ${period.start ? sql`AND p.captured_at >= ${period.start}` : sql``}
  ${period.end ? sql`AND p.captured_at < ${period.end}` : sql``}`;

const captureMonth = saoPauloMonth(sql`p.captured_at`);

/**
 * Captured money per group of the period; by month, per group and São Paulo month of capture, so a
 * group captured across two months is rounded in each month as that month's figures round it.
 */
const perGroupCaptured = (period: Period, byMonth = false) => sql`
  SELECT g.id, g.store_id, g.product_id, ${byMonth ? captureMonth : sql`NULL::text`} AS month,
         sum(p.amount_cents)::bigint AS captured,
         sum(p.amount_cents)::bigint * (g.total_cents - g.product_price_cents) AS service_numerator,
         g.total_cents AS total
  FROM payments p JOIN groups g ON g.id = p.group_id
  WHERE ${capturedIn(period)}
  GROUP BY g.id${byMonth ? sql`, ${captureMonth}` : sql``}`;

export interface StoreMoneyRow {
  store_id: string;
  plan_id: number | null;
  percentage_fee: number;
  gmv: number;
  service: number;
}

/** Captured money of the period by store (and São Paulo month of capture, when asked), with the store's plan now. */
async function storeMoney(db: Executor, period: Period, byMonth: boolean): Promise<Array<StoreMoneyRow & { month: string | null }>> {
  const result = await sql<{ month: string | null; store_id: string; plan_id: number | null; percentage_fee: string | null; gmv: string; service: string }>`
    WITH per_group AS (${perGroupCaptured(period, byMonth)})
    SELECT pg.month, pg.store_id, s.plan_id, pl.percentage_fee,
           sum(pg.captured)::bigint AS gmv,
           sum(round(pg.service_numerator::numeric / nullif(pg.total, 0)))::bigint AS service
    FROM per_group pg
    LEFT JOIN stores s ON s.store_id = pg.store_id
    LEFT JOIN plans pl ON pl.id = s.plan_id
    GROUP BY pg.month, pg.store_id, s.plan_id, pl.percentage_fee`.execute(db);
  return result.rows.map((r) => ({
    month: r.month, store_id: r.store_id, plan_id: r.plan_id === null ? null : Number(r.plan_id), percentage_fee: Number(r.percentage_fee ?? 0),
    gmv: Number(r.gmv), service: Number(r.service ?? 0),
  }));
}

/** Captured money of the period by store, with the store's plan now. */
export async function capturedByStore(db: Executor, period: Period): Promise<StoreMoneyRow[]> {
  return storeMoney(db, period, false);
}

/** Captured money of the period by São Paulo month ('YYYY-MM') and store, with the store's plan now. */
export async function capturedByMonthAndStore(db: Executor, period: Period): Promise<Array<StoreMoneyRow & { month: string }>> {
  return (await storeMoney(db, period, true)).map((row) => ({ ...row, month: row.month ?? '' }));
}

export interface PartnerMoneyRow {
  partner_id: number;
  name: string;
  commission_rate: number;
  gmv: number;
  service: number;
}

/** Captured money of the period on groups of each partner's products. */
export async function capturedByPartner(db: Executor, period: Period): Promise<PartnerMoneyRow[]> {
  const result = await sql<{ partner_id: number; name: string; commission_rate: string; gmv: string; service: string }>`
    WITH per_group AS (${perGroupCaptured(period)})
    SELECT pa.id AS partner_id, pa.name, pa.commission_rate,
           sum(pg.captured)::bigint AS gmv,
           sum(round(pg.service_numerator::numeric / nullif(pg.total, 0)))::bigint AS service
    FROM per_group pg
    JOIN products pr ON pr.id = pg.product_id
    JOIN partners pa ON pa.id = pr.partner_id
    GROUP BY pa.id, pa.name, pa.commission_rate`.execute(db);
  return result.rows.map((r) => ({
    partner_id: Number(r.partner_id), name: r.name, commission_rate: Number(r.commission_rate), gmv: Number(r.gmv), service: Number(r.service ?? 0),
  }));
}

/** Groups completed (closed as completed) in each São Paulo month of the period: 'YYYY-MM' → groups. */
export async function completedGroupsByMonth(db: Executor, period: Period): Promise<Map<string, number>> {
  const closingMonth = saoPauloMonth(sql`closed_at`);
  let query = db.selectFrom('groups').select([closingMonth.as('month'), sql<number>`count(*)::int`.as('n')])
    .where('status', '=', 'completed').groupBy(closingMonth);
  if (period.start) query = query.where('closed_at', '>=', period.start);
  if (period.end) query = query.where('closed_at', '<', period.end);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.month, Number(r.n)]));
}

/** Stores by status, and the monthly fees due now: active stores on active plans. */
export async function storeCounts(db: Executor) {
  const row = await db.selectFrom('stores').leftJoin('plans', 'plans.id', 'stores.plan_id').select((eb) => [
    eb.fn.countAll<number>().as('total'),
    eb.fn.countAll<number>().filterWhere('stores.status', '=', 'active').as('active'),
    sql<number>`coalesce(sum(plans.monthly_fee_cents) FILTER (WHERE stores.status = 'active' AND plans.active), 0)::bigint`.as('recurring'),
  ]).executeTakeFirstOrThrow();
  const total = Number(row.total);
  const active = Number(row.active);
  return { merchants: { total, active, inactive: total - active }, recurringMonthlyCents: Number(row.recurring) };
}

export async function productCounts(db: Executor) {
  const row = await db.selectFrom('products').select((eb) => [
    eb.fn.countAll<number>().filterWhere('type', '=', 'demo').as('demo'),
    eb.fn.countAll<number>().filterWhere('type', '=', 'marketplace').as('marketplace'),
    eb.fn.countAll<number>().filterWhere('featured', '=', true).as('featured'),
  ]).where('store_id', 'is', null).executeTakeFirstOrThrow();
  return { demo: Number(row.demo), marketplace: Number(row.marketplace), featured: Number(row.featured) };
}

export async function activePartners(db: Executor) {
  const row = await db.selectFrom('partners')
    .select([sql<number>`count(*)::int`.as('n'), sql<string | null>`avg(commission_rate)`.as('avg_rate')])
    .where('status', '=', 'active').executeTakeFirstOrThrow();
  return { count: Number(row.n), averageRate: row.avg_rate === null ? 0 : Math.round(Number(row.avg_rate) * 10) / 10 };
}

/** The newest stores for the dashboard's merchant modal. */
export async function newestStores(db: Executor, limit: number) {
  return db.selectFrom('stores').leftJoin('plans', 'plans.id', 'stores.plan_id')
    .select(['stores.id', 'stores.store_name', 'stores.contact_email', 'stores.status', 'plans.name as plan_name', 'stores.installed_at'])
    .orderBy('stores.installed_at', 'desc').orderBy('stores.id', 'desc').limit(limit).execute();
}

/** The newest groups of the period with their paid count, for the dashboard's group modal. */
export async function newestGroups(db: Executor, period: Period, limit: number) {
  let query = db.selectFrom('groups')
    .select(['groups.id', 'groups.link_id', 'groups.product_name', 'groups.status', 'groups.expires_at', 'groups.number_of_quotas',
      'groups.created_at', 'groups.total_cents', 'groups.product_price_cents'])
    .select((eb) => eb.selectFrom('payments as p').select(sql<number>`count(*)::int`.as('n'))
      .whereRef('p.group_id', '=', 'groups.id').where('p.status', 'in', PAID_PAYMENT_STATUSES).as('paid_count'));
  if (period.start) query = query.where('groups.created_at', '>=', period.start);
  if (period.end) query = query.where('groups.created_at', '<', period.end);
  return query.orderBy('groups.created_at', 'desc').orderBy('groups.id', 'desc').limit(limit).execute();
}
