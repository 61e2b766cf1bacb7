import { type Funnel, toReais } from '@juntai/contract';
import { conversionRate, dayStart, recentDays } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { readFunnelRows } from '../../db/repositories/widget-stats.ts';

/**
 * Does the button pay off? The store's last `days` São Paulo days: button views and clicks (from the
 * widget's beacon), groups created, groups completed and their revenue (the completed groups' totals,
 * on the day they completed). Rates: clicks per view, groups per click, completed per created.
 */
export async function storeFunnel(ctx: AppContext, storeId: string, days: number): Promise<Funnel> {
  const list = recentDays(ctx.clock.now(), days);
  const first = list[0]!;
  const rows = await readFunnelRows(ctx.db, storeId, first, dayStart(first));
  const byDay = new Map(list.map((date) => [date, { date, views: 0, clicks: 0, groups_created: 0, groups_completed: 0, revenueCents: 0 }]));
  for (const r of rows.widget) Object.assign(byDay.get(r.day) ?? {}, { views: r.views, clicks: r.clicks });
  for (const r of rows.created) Object.assign(byDay.get(r.day) ?? {}, { groups_created: r.n });
  for (const r of rows.completed) Object.assign(byDay.get(r.day) ?? {}, { groups_completed: r.n, revenueCents: r.revenue_cents });
  const series = [...byDay.values()];
  const sum = (key: 'views' | 'clicks' | 'groups_created' | 'groups_completed' | 'revenueCents') => series.reduce((total, d) => total + d[key], 0);
  const totals = { views: sum('views'), clicks: sum('clicks'), groups_created: sum('groups_created'), groups_completed: sum('groups_completed'), revenue: toReais(sum('revenueCents')) };
  return {
    days: series.map(({ revenueCents, ...d }) => ({ ...d, revenue: toReais(revenueCents) })),
    totals,
    rates: {
      click_rate: conversionRate(totals.views, totals.clicks),
      creation_rate: conversionRate(totals.clicks, totals.groups_created),
      completion_rate: conversionRate(totals.groups_created, totals.groups_completed),
    },
  };
}
