import type { MerchantMetrics } from '@juntai/contract';
import { toReais } from '@juntai/contract';
import { cents, storeShare } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { countRescuedGroups } from '../../db/repositories/group-counts.ts';
import { readStoreMetrics } from '../../db/repositories/merchant-panel.ts';

/** The panel's window for money and customers (spec §9: last 30 days). */
export const METRICS_WINDOW_MS = 30 * 24 * 3_600_000;

/** GET /api/admin/metrics for one store; the definitions are in the contract and ADR 0008. */
export async function storeMetrics(ctx: AppContext, storeId: string): Promise<MerchantMetrics> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - METRICS_WINDOW_MS);
  const [row, rescued] = await Promise.all([
    readStoreMetrics(ctx.db, storeId, now, since),
    countRescuedGroups(ctx.db, { storeId, from: since, until: new Date(now.getTime() + 1) }),
  ]);
  return {
    active_groups: row.active,
    total_revenue_30d: toReais(row.revenueCents),
    store_share_30d: toReais(storeShare({ collected: cents(row.completedCents), service: cents(row.completedServiceCents) }, row.planPercentage)),
    new_customers: row.customers,
    total_groups: row.total,
    completed_groups: row.completed,
    expired_groups: row.expired,
    rescued_groups_30d: rescued,
  };
}
