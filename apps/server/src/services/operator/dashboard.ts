import { type OperatorDashboardStats, toReais } from '@juntai/contract';
import { cents, effectiveStatus, monthLabel, monthName, monthRange, percentageOf, perPersonPrice, platformRevenue, recentMonths } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { countRescuedGroups, groupCounts, groupsCreatedByMonth, type Period } from '../../db/repositories/group-counts.ts';
import {
  activePartners, capturedByMonthAndStore, capturedByPartner, capturedByStore, completedGroupsByMonth, newestGroups, newestStores,
  productCounts, storeCounts, type StoreMoneyRow,
} from '../../db/repositories/operator-figures.ts';
import { listPlans } from '../../db/repositories/plans.ts';
import { presentPlan } from './plans.ts';

const GROUPS_KEPT = 20;
const MERCHANTS_KEPT = 100;
const HISTORY_MONTHS = 12;

function periodOf(period: string): Period {
  return period === 'total' ? {} : monthRange(period);
}

/** GMV, service parts and platform revenue of captured money by store, in total and per plan (ADR 0008). */
function moneyOf(rows: StoreMoneyRow[]) {
  let gmv = 0;
  let service = 0;
  let planFees = 0;
  const byPlan = new Map<number, number>();
  for (const row of rows) {
    const { planFee, total } = platformRevenue({ gmv: cents(row.gmv), service: cents(row.service) }, row.percentage_fee);
    gmv += row.gmv;
    service += row.service;
    planFees += planFee;
    if (row.plan_id !== null) byPlan.set(row.plan_id, (byPlan.get(row.plan_id) ?? 0) + total);
  }
  return { gmv, service, planFees, total: service + planFees, byPlan };
}

/**
 * The last twelve São Paulo months, newest first, in three statements over the whole span: money by
 * month and store (each store's plan fee rounded per month, as the month's own figures round it),
 * groups created and groups completed by month.
 */
async function historyOf(ctx: AppContext, now: Date) {
  const months = recentMonths(now, HISTORY_MONTHS);
  const span = { start: monthRange(months[months.length - 1]!).start, end: monthRange(months[0]!).end };
  const [money, created, completed] = await Promise.all([
    capturedByMonthAndStore(ctx.db, span), groupsCreatedByMonth(ctx.db, span), completedGroupsByMonth(ctx.db, span),
  ]);
  return months.map((month) => {
    const m = moneyOf(money.filter((row) => row.month === month));
    const done = completed.get(month) ?? 0;
    return {
      month, label: monthLabel(month), revenue: toReais(m.total), gmv: toReais(m.gmv),
      groups_created: created.get(month) ?? 0, groups_completed: done,
      average_per_completed: toReais(done ? Math.round(m.total / done) : 0),
    };
  });
}

/** GET /api/super-admin/dashboard: every figure computed from the database for the chosen period. */
export async function operatorDashboard(ctx: AppContext, period: string): Promise<OperatorDashboardStats> {
  const now = ctx.clock.now();
  const range = periodOf(period);
  // Independent figures, asked at once: PostgreSQL answers them on several connections, PGlite queues them.
  const [storeMoney, plans, partnerMoney, partners, stores, groups, rescued, products, newest, groupsList, history] = await Promise.all([
    capturedByStore(ctx.db, range), listPlans(ctx.db), capturedByPartner(ctx.db, range), activePartners(ctx.db), storeCounts(ctx.db),
    groupCounts(ctx.db, { period: range }, now), countRescuedGroups(ctx.db, { from: range.start, until: range.end }), productCounts(ctx.db), newestStores(ctx.db, MERCHANTS_KEPT),
    newestGroups(ctx.db, range, GROUPS_KEPT), historyOf(ctx, now),
  ]);
  const money = moneyOf(storeMoney);
  const commissions = partnerMoney.map((p) => ({ ...p, commission: percentageOf(cents(p.gmv - p.service), p.commission_rate) }));
  const top = [...partnerMoney].sort((a, b) => b.gmv - a.gmv)[0];

  const label = period === 'total' ? { formattedPeriod: 'Todo o período', monthName: 'Todo o período', year: null } : {
    formattedPeriod: monthLabel(period), monthName: monthName(period).name, year: monthName(period).year,
  };
  return {
    period,
    revenue: {
      total_platform: toReais(money.total), gmv: toReais(money.gmv), service_fees: toReais(money.service),
      plan_percentage_fees: toReais(money.planFees), recurring_monthly: toReais(stores.recurringMonthlyCents),
    },
    groups: { ...groups, rescued },
    merchants: stores.merchants,
    plans: { total: plans.length, active: plans.filter((p) => p.active).length },
    faturamento: { total: toReais(money.total), ...label },
    products,
    partners: {
      active: partners.count,
      commissions_owed: toReais(commissions.reduce((sum, p) => sum + p.commission, 0)),
      average_commission_rate: partners.averageRate,
      top_partner: top ? { id: top.partner_id, name: top.name, total_sales: toReais(top.gmv) } : null,
    },
    merchants_list: newest.map((s) => ({
      id: s.id, name: s.store_name, email: s.contact_email, status: s.status === 'active' ? 'active' as const : 'inactive' as const,
      current_plan: s.plan_name, created_at: new Date(s.installed_at).toISOString(),
    })),
    groups_list: groupsList.map((g) => ({
      id: g.id, link_id: g.link_id, product_name: g.product_name || null,
      status: effectiveStatus({ status: g.status, expiresAt: g.expires_at }, now),
      current_participants: Number(g.paid_count ?? 0), target_size: g.number_of_quotas,
      created_at: new Date(g.created_at).toISOString(), total_cost: toReais(g.total_cents),
      cost_per_person: toReais(perPersonPrice(cents(g.product_price_cents), g.number_of_quotas)),
    })),
    plans_list: plans.map((plan) => {
      const revenue = money.byPlan.get(plan.id) ?? 0;
      return { ...presentPlan(plan), revenue: toReais(revenue), revenue_share: money.total ? Math.round((revenue / money.total) * 1000) / 10 : 0 };
    }),
    history,
  };
}

