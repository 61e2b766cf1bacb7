import { type Expression, type RawBuilder, sql } from 'kysely';
import { STORE_SHARE_GROUP_STATUS } from '@juntai/domain';
import type { Executor } from '../executor.ts';

/**
 * Collected money and the store's share of it (ADR 0008 and its addendum). The definition lives in the
 * domain (`groupServicePart`, `storeShare`); SQL only sums per group where the rows are, so that the
 * service part is rounded once per group exactly as the domain rounds it.
 */

/**
 * The SQL twin of the domain's `groupServicePart`: round(collected × (total − price) / total) for one
 * group. numeric's round() goes half away from zero, which is half-up on these non-negative sums; a
 * group of no total has no service part (null, which sum() skips).
 */
export function servicePartSql(collected: Expression<unknown>, total: Expression<unknown>, price: Expression<unknown>): RawBuilder<string | null> {
  return sql<string | null>`round((${collected})::numeric * (${total} - ${price}) / nullif(${total}, 0))`;
}

/**
 * The SQL twin of the domain's `paysTheStore`: true for a group whose money is the store's (completed).
 * Sums of what the store receives filter their per-group rows on it.
 */
export function storeShareGroupSql(status: Expression<unknown>): RawBuilder<boolean> {
  return sql<boolean>`(${status} = ${sql.lit(STORE_SHARE_GROUP_STATUS)})`;
}

/** The percentage of the store's current plan (ADR 0008: plan changes are not versioned); 0 without a plan. */
export async function storePlanPercentage(db: Executor, storeId: string): Promise<number> {
  const row = await db.selectFrom('stores').innerJoin('plans', 'plans.id', 'stores.plan_id')
    .select('plans.percentage_fee').where('stores.store_id', '=', storeId).executeTakeFirst();
  return Number(row?.percentage_fee ?? 0);
}
