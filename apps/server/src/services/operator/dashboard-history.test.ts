import { toReais } from '@juntai/contract';
import { cents, monthLabel, monthOf, monthRange, platformRevenue } from '@juntai/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { foldGroupCountChanges } from '../../db/repositories/group-counts.ts';
import { insertPlan } from '../../db/repositories/plans.ts';
import { insertStore } from '../../db/repositories/stores.ts';
import type { GroupStatus, PaymentStatus } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngine } from '../../testing/test-database.ts';
import { operatorDashboard } from './dashboard.ts';

const NOW = new Date('2026-11-20T15:00:00Z');
/** Each store's plan percentage; the store without a plan pays none. */
const STORES = { default: 2.5, 'loja-prata': 1.5, 'loja-sem-plano': 0 } as const;
type StoreId = keyof typeof STORES;

interface Capture { groupId: number; storeId: StoreId; price: number; total: number; amount: number; at: Date; status: PaymentStatus }

describe(`the operator's twelve-month history on ${testEngine}`, () => {
  let t: TestApp;
  let made = 0;
  const captures: Capture[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(NOW);
    const db = t.database.db;
    for (const [storeId, percentage] of Object.entries(STORES)) {
      if (storeId !== 'default') await insertStore(db, { storeId, storeName: storeId, contactEmail: null, now: NOW });
      const planId = percentage
        ? await insertPlan(db, { name: `Plano ${storeId}`, monthly_fee_cents: 9_900, percentage_fee: percentage, description: null }, NOW)
        : null;
      await db.updateTable('stores').set({ plan_id: planId }).where('store_id', '=', storeId).execute();
    }
  });

  async function insertGroup(storeId: StoreId, createdAt: string, options: { status?: GroupStatus; closedAt?: string; price?: number; total?: number } = {}) {
    const { status = 'active', price = 9_999, total = 10_499 } = options;
    made += 1;
    const created = new Date(createdAt);
    const row = await t.database.db.insertInto('groups').values({
      link_id: `historico${String(made).padStart(13, '0')}`, store_id: storeId, product_id: null, product_name: 'Produto', product_image: '',
      product_price_cents: price, total_cents: total, number_of_quotas: 3, creator_name: 'Ana Souza', creator_email: 'ana@example.com',
      creator_whatsapp: '11987654321', organizer_token_hash: `historico-${made}`, status, created_at: created,
      expires_at: new Date(created.getTime() + 48 * 3_600_000), closed_at: options.closedAt ? new Date(options.closedAt) : null,
    }).returning('id').executeTakeFirstOrThrow();
    return { id: row.id, storeId, price, total };
  }

  async function capture(group: { id: number; storeId: StoreId; price: number; total: number }, amount: number, at: string, status: PaymentStatus = 'captured') {
    made += 1;
    const when = new Date(at);
    await t.database.db.insertInto('payments').values({
      group_id: group.id, seat_key: `seat-${made}`, name: 'Ana Souza', email: 'ana@example.com', whatsapp: '11987654321', method: 'card',
      installments: 1, amount_cents: amount, installment_cents: amount, status, provider: 'test', reference: `historico-${made}`, provider_reference: `historico-${made}`,
      paid_at: when, captured_at: when, created_at: when, updated_at: when,
    }).execute();
    captures.push({ groupId: group.id, storeId: group.storeId, price: group.price, total: group.total, amount, at: when, status });
  }

  /**
   * A month's platform revenue and GMV worked out here from the captures (ADR 0008): each group's service
   * part rounded once per month, each store's plan fee rounded once per month.
   */
  function expectedMoney(month: string) {
    const groups = new Map<number, Capture & { captured: number }>();
    for (const c of captures.filter((c) => c.status === 'captured' && monthOf(c.at) === month)) {
      const group = groups.get(c.groupId) ?? { ...c, captured: 0 };
      groups.set(c.groupId, { ...group, captured: group.captured + c.amount });
    }
    const stores = new Map<StoreId, { gmv: number; service: number }>();
    for (const g of groups.values()) {
      const store = stores.get(g.storeId) ?? { gmv: 0, service: 0 };
      stores.set(g.storeId, { gmv: store.gmv + g.captured, service: store.service + Math.round((g.captured * (g.total - g.price)) / g.total) });
    }
    let gmv = 0;
    let revenue = 0;
    for (const [storeId, money] of stores) {
      gmv += money.gmv;
      revenue += platformRevenue({ gmv: cents(money.gmv), service: cents(money.service) }, STORES[storeId]).total;
    }
    return { gmv, revenue };
  }

  async function completedIn(month: string) {
    const { start, end } = monthRange(month);
    const row = await t.database.db.selectFrom('groups').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'completed').where('closed_at', '>=', start).where('closed_at', '<', end).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('gives each São Paulo month the figures of that month on its own, at the edges of the months and across plans', async () => {
    // Captured in two São Paulo months: 02:30 UTC on 1 November is still 31 October in São Paulo.
    const split = await insertGroup('default', '2026-10-31T12:00:00Z', { status: 'completed', closedAt: '2026-11-01T02:30:00Z' });
    await capture(split, 3_500, '2026-10-31T20:00:00Z');
    await capture(split, 3_500, '2026-11-01T02:30:00Z');
    await capture(split, 3_499, '2026-11-01T03:00:00Z');
    // Another store and plan in the same months, created at 23:59 of 31 October in São Paulo.
    const prata = await insertGroup('loja-prata', '2026-11-01T02:59:00Z', { status: 'completed', closedAt: '2026-11-01T03:00:00Z', price: 3_333, total: 3_500 });
    await capture(prata, 1_167, '2026-11-02T10:00:00Z');
    await capture(prata, 1_167, '2026-11-02T11:00:00Z');
    await capture(prata, 1_166, '2026-10-30T11:00:00Z');
    // The oldest month of the history starts at 03:00 UTC on 1 December 2025; a minute before is outside.
    const oldest = await insertGroup('loja-sem-plano', '2025-12-01T03:00:00Z', { price: 5_001, total: 5_251 });
    await capture(oldest, 2_626, '2025-12-01T03:00:00Z');
    await capture(oldest, 2_625, '2025-12-01T02:59:00Z');
    await insertGroup('default', '2025-12-01T02:59:00Z', { status: 'completed', closedAt: '2025-12-01T03:00:00Z' });
    expect(await foldGroupCountChanges(t.database.db)).toBeGreaterThan(0);

    // After the fold: change rows not folded yet count as well.
    const refunded = await insertGroup('loja-prata', '2026-06-15T12:00:00Z', { status: 'expired' });
    await capture(refunded, 3_500, '2026-06-16T12:00:00Z', 'refunded');
    const june = await insertGroup('default', '2026-06-30T12:00:00Z', { status: 'completed', closedAt: '2026-07-01T02:59:00Z' });
    await capture(june, 10_499, '2026-07-01T02:59:00Z');
    await insertGroup('default', '2026-10-01T02:59:00Z', { status: 'completed', closedAt: '2026-10-01T02:59:00Z' });
    await insertGroup('loja-prata', '2026-12-01T02:59:00Z'); // 30 November in São Paulo
    await insertGroup('loja-prata', '2026-12-01T03:00:00Z'); // December: after the history

    const { history } = await operatorDashboard(t.app.ctx, 'total');
    expect(history.map((h) => h.month)).toEqual([
      '2026-11', '2026-10', '2026-09', '2026-08', '2026-07', '2026-06', '2026-05', '2026-04', '2026-03', '2026-02', '2026-01', '2025-12',
    ]);
    for (const row of history) {
      // The same month as the period of the dashboard: its figures computed for that month alone.
      const alone = await operatorDashboard(t.app.ctx, row.month);
      const completed = await completedIn(row.month);
      const { gmv, revenue } = expectedMoney(row.month);
      expect(alone.revenue).toMatchObject({ total_platform: toReais(revenue), gmv: toReais(gmv) });
      expect(row).toEqual({
        month: row.month, label: monthLabel(row.month), revenue: toReais(revenue), gmv: toReais(gmv),
        groups_created: alone.groups.total, groups_completed: completed, average_per_completed: toReais(completed ? Math.round(revenue / completed) : 0),
      });
    }

    const figures = (month: string) => history.find((h) => h.month === month)!;
    expect(figures('2026-11')).toMatchObject({ groups_created: 1, groups_completed: 1, gmv: 58.33 });
    expect(figures('2026-10')).toMatchObject({ groups_created: 2, groups_completed: 1, gmv: 81.66 });
    expect(figures('2026-09')).toMatchObject({ groups_created: 1, groups_completed: 1, gmv: 0 });
    expect(figures('2026-07')).toMatchObject({ groups_created: 0, groups_completed: 0, gmv: 0 });
    expect(figures('2026-06')).toMatchObject({ groups_created: 2, groups_completed: 1, gmv: 104.99 });
    expect(figures('2025-12')).toMatchObject({ groups_created: 1, groups_completed: 1, gmv: 26.26, revenue: 1.25 });
  });
});
