import { beforeAll, describe, expect, it } from 'vitest';
import { cents, groupServicePart, type GroupPrices, groupTotal, storeShare } from '@juntai/domain';
import { expireGroupIfDue } from '../services/groups/expire-groups.ts';
import {
  activeProduct, countingProvider, type CountingProvider, createTestGroup, HOUR, join, paymentsOf, pixPaidEvent, signedWebhook,
} from '../testing/group-helpers.ts';
import { bearer, logInMerchant, signUpMerchant, type TestMerchant } from '../testing/merchant-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

const DAY = 24 * HOUR;
const MINUTE = 60_000;

/**
 * GET /api/admin/metrics on data built through the shopper API with a controllable clock. Every figure
 * is computed here from the quota amounts the join answers returned, never read back from the server.
 */
describe(`merchant metrics on known data on ${testEngine}`, () => {
  let t: TestApp;
  let provider: CountingProvider;
  let a: TestMerchant;
  let b: TestMerchant;
  /** Centavos collected at T1 (the cards and PIX that stay collected), per group: G active, C completed. */
  let collectedOnG = 0;
  let collectedOnC = 0;
  let collectedAtT1 = 0;
  /** Every group here is of the same product (createTestGroup's default). */
  let prices: GroupPrices;
  let expiredLink = '';
  let unsweptLink = '';

  const toCents = (reais: number) => Math.round(reais * 100);
  /**
   * The store's share (its store has no plan) of money collected per group, in reais: each group's
   * service part rounded on its own, then added (ADR 0008 addendum).
   */
  const share = (...perGroup: number[]) => {
    const collected = cents(perGroup.reduce((sum, c) => sum + c, 0));
    const service = cents(perGroup.reduce((sum, c) => sum + groupServicePart(cents(c), prices), 0));
    return storeShare({ collected, service }, 0) / 100;
  };

  async function metrics(m: TestMerchant) {
    // Sessions last 7 days: the clock jumps further than that, so each read logs in afresh.
    const session = await logInMerchant(t, m);
    const res = await t.app.inject({ url: '/api/admin/metrics', headers: bearer(session) });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  /** A card quota that gets authorised; answers its amount in centavos. */
  async function cardPaid(linkId: string, name: string, email: string): Promise<number> {
    const res = await join(t, linkId, name, { method: 'card', email });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().payment.status).toBe('paid');
    return toCents(res.json().payment.amount);
  }

  /** A PIX quota: the charge, then (unless left pending) the provider's signed "paid" webhook. */
  async function pix(linkId: string, name: string, email: string, pay = true): Promise<number> {
    const res = await join(t, linkId, name, { method: 'pix', email });
    expect(res.statusCode, res.body).toBe(201);
    const { payment } = res.json();
    if (pay) {
      const hook = await t.app.inject(signedWebhook(t, pixPaidEvent(payment.pix.txid, toCents(payment.amount))));
      expect(hook.statusCode).toBe(200);
      expect(hook.json().message).toBe('Pagamento confirmado');
    }
    return toCents(payment.amount);
  }

  beforeAll(async () => {
    t = await createTestApp();
    provider = countingProvider(t);
    a = await signUpMerchant(t, { name: 'Loja Padrao' });
    b = await signUpMerchant(t, { name: 'Outra Loja' });
    expect(a.storeId).toBe('default');
    const store = await t.database.db.selectFrom('stores').select('plan_id').where('store_id', '=', a.storeId).executeTakeFirstOrThrow();
    expect(store.plan_id).toBeNull();
    const product = await activeProduct(t);
    const price = cents(Math.round(product.price * 100));
    prices = { priceCents: price, totalCents: groupTotal(price) };
  });

  it('starts at zero', async () => {
    const zero = { active_groups: 0, total_revenue_30d: 0, store_share_30d: 0, new_customers: 0, total_groups: 0, completed_groups: 0, expired_groups: 0, rescued_groups_30d: 0 };
    expect(await metrics(a)).toEqual(zero);
    expect(await metrics(b)).toEqual(zero);
  });

  it('T0: counts a card authorised and a PIX paid on an active group as collected, not yet as the store\'s', async () => {
    const e = await createTestGroup(t, { quotas: 3, creatorName: 'Eva Prado', names: ['Eva Prado', 'Edu', 'Ester'] });
    const x = await createTestGroup(t, { quotas: 2, creatorName: 'Xavier', names: ['Xavier', 'Xuxa'] });
    expiredLink = e.linkId;
    unsweptLink = x.linkId;
    const eva = await cardPaid(e.linkId, 'Eva Prado', 'eva@example.com');
    const edu = await pix(e.linkId, 'Edu', 'edu@example.com');
    expect(await metrics(a)).toEqual({
      active_groups: 2, total_revenue_30d: (eva + edu) / 100, store_share_30d: 0, new_customers: 2, total_groups: 2, completed_groups: 0, expired_groups: 0, rescued_groups_30d: 0,
    });
  });

  it('T1: excludes the money of an expired group (voided card, refunded PIX), pending PIX and declined cards', async () => {
    t.clock.advance(49 * HOUR);
    // The sweeper reaches group E only; group X is past its deadline but still 'active' in the table.
    expect(await expireGroupIfDue(t.app.ctx, { linkId: expiredLink })).toBe(true);
    expect((await paymentsOf(t, expiredLink)).map((p) => p.status).sort()).toEqual(['refunded', 'voided']);
    expect(provider.count('void')).toBe(1);
    expect(provider.count('refund')).toBe(1);
    const unswept = await t.database.db.selectFrom('groups').select('status').where('link_id', '=', unsweptLink).executeTakeFirstOrThrow();
    expect(unswept.status).toBe('active');

    // An active group: two cards authorised (one of them "Ana@X.com " with a stray space), a PIX
    // charge never paid, and a declined card.
    const g = await createTestGroup(t, { quotas: 4, creatorName: 'Ana Lima', names: ['Ana Lima', 'Caio', 'Paula Pix', 'Rui'] });
    collectedOnG += await cardPaid(g.linkId, 'Ana Lima', 'Ana@X.com ');
    collectedOnG += await cardPaid(g.linkId, 'Caio', 'caio@example.com');
    await pix(g.linkId, 'Paula Pix', 'paula@example.com', false);
    const declined = await join(t, g.linkId, 'Rui', { method: 'card', email: 'recusado@example.com' });
    expect(declined.statusCode).toBe(402);

    // A group completed: a card (the same Ana, typed in lower case) and a PIX paying the last quota.
    const c = await createTestGroup(t, { quotas: 2, creatorName: 'Dora', names: ['Dora', 'Bia'] });
    collectedOnC += await cardPaid(c.linkId, 'Dora', 'ana@x.com');
    collectedOnC += await pix(c.linkId, 'Bia', 'bia@example.com');
    collectedAtT1 = collectedOnG + collectedOnC;
    // Group C completed: its service part is the whole 5% fee, so the store receives the product price.
    expect(share(collectedOnC)).toBe(prices.priceCents / 100);
    expect((await paymentsOf(t, c.linkId)).map((p) => p.status)).toEqual(['captured', 'captured']);
    expect((await t.app.inject(`/api/groups/${c.linkId}`)).json().status).toBe('completed');

    expect(await metrics(a)).toEqual({
      active_groups: 1,
      completed_groups: 1,
      expired_groups: 2, // E (swept) and X (past its deadline, not yet swept)
      total_groups: 4,
      total_revenue_30d: collectedAtT1 / 100,
      store_share_30d: share(collectedOnC), // the repasse counts the completed group only (ADR 0008)
      new_customers: 3, // ana@x.com (twice, counted once), caio, bia; not eva/edu (money given back), paula, recusado
      rescued_groups_30d: 0, // C completed with no reminder, extension or covered quota
    });
    // Another store's merchant sees none of it.
    expect(await metrics(b)).toEqual({
      active_groups: 0, total_revenue_30d: 0, store_share_30d: 0, new_customers: 0, total_groups: 0, completed_groups: 0, expired_groups: 0, rescued_groups_30d: 0,
    });
  });

  it('counts money by when it was paid: inside the last 30 days only, while group counts stay', async () => {
    // T1 + 29 days: a new group with one card; every earlier active group is now past its deadline.
    t.clock.advance(29 * DAY);
    const l = await createTestGroup(t, { quotas: 2, creatorName: 'Lia', names: ['Lia', 'Leo'] });
    const lia = await cardPaid(l.linkId, 'Lia', 'lia@example.com');
    const counts = { active_groups: 1, completed_groups: 1, expired_groups: 3, total_groups: 5, rescued_groups_30d: 0 };
    const withLia = { total_revenue_30d: (collectedAtT1 + lia) / 100, store_share_30d: share(collectedOnC) };
    expect(await metrics(a)).toEqual({ ...counts, ...withLia, new_customers: 4 });

    // One minute short of 30 days after T1: T1's money is still in the window.
    t.clock.advance(1 * DAY - MINUTE);
    expect(await metrics(a)).toEqual({ ...counts, ...withLia, new_customers: 4 });

    // One minute past 30 days: T1's money and customers drop out; Lia's (paid a day ago) stays.
    t.clock.advance(2 * MINUTE);
    expect(await metrics(a)).toEqual({ ...counts, total_revenue_30d: lia / 100, store_share_30d: 0, new_customers: 1 });

    // 31 days later nothing was collected in the window; the groups are all still counted.
    t.clock.advance(31 * DAY);
    expect(await metrics(a)).toEqual({
      active_groups: 0, completed_groups: 1, expired_groups: 4, total_groups: 5, total_revenue_30d: 0, store_share_30d: 0, new_customers: 0,
      rescued_groups_30d: 0,
    });
  });
});
