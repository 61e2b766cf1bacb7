import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { merchantGroupListSchema, merchantMetricsSchema, merchantListResponseSchema } from '@juntai/contract';
import { createOperator } from '../services/auth/first-operator.ts';
import { countingProvider, createTestGroup, join } from '../testing/group-helpers.ts';
import { asMerchant, ORIGIN, sessionCookieOf, signUpMerchant, type TestMerchant } from '../testing/merchant-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

const OPERATOR = { email: 'operadora@example.com', name: 'Operadora', password: 'operadora-senha-1' };

/**
 * 'Arrecadado' and 'Repasse à loja' (ADR 0008 addendum: the repasse counts completed groups only) on the same groups in the
 * merchant's metrics, its group list, its orders CSV and the operator's merchant list. The expected
 * figures are worked out by hand here, in centavos, never read back from the server.
 */
describe(`the store's share beside the money collected on ${testEngine}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;
  let stranger: TestMerchant;
  let operatorCookie = '';
  let merchantId = 0;
  let tvId = 0;
  let completedLink = '';
  let partLink = '';
  const asOperator = () => ({ cookie: operatorCookie, origin: ORIGIN });

  const metrics = async (m = merchant) => {
    const res = await t.app.inject({ url: '/api/admin/metrics', headers: asMerchant(m) });
    expect(res.statusCode).toBe(200);
    return merchantMetricsSchema.parse(res.json());
  };
  const groups = async () => {
    const res = await t.app.inject({ url: '/api/admin/groups', headers: asMerchant(merchant) });
    expect(res.statusCode).toBe(200);
    return merchantGroupListSchema.parse(res.json());
  };
  const csvRows = async () => {
    const res = await t.app.inject({ url: '/api/admin/groups/export.csv', headers: asMerchant(merchant) });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parse(res.body.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    const total = header!.indexOf('Total (R$)');
    expect(header![total + 1]).toBe('Repasse à loja (R$)');
    // A link id may begin with '-', which the CSV's formula guard writes as "'-…" (domain csv.ts): read back as the id.
    return rows.map((row) => ({ link: row[0]?.replace(/^'(?=-)/, ''), total: row[total], share: row[total + 1] }));
  };
  const operatorRow = async () => {
    const res = await t.app.inject({ url: `/api/super-admin/merchants?search=${merchant.storeId}`, headers: asOperator() });
    expect(res.statusCode).toBe(200);
    return merchantListResponseSchema.parse(res.json()).merchants.find((m) => m.store_id === merchant.storeId)!;
  };
  const putOnPlan = async (planId: number | null) => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/super-admin/merchants/${merchantId}`, headers: asOperator(), payload: { plan_id: planId } });
    expect(res.statusCode, res.body).toBe(200);
  };

  /** Every quota of a group paid by card; answers the centavos paid. */
  async function payCards(linkId: string, names: string[]): Promise<number> {
    let paid = 0;
    for (const name of names) {
      const res = await join(t, linkId, name, { method: 'card' });
      expect(res.statusCode, res.body).toBe(201);
      paid += Math.round(res.json().payment.amount * 100);
    }
    return paid;
  }

  beforeAll(async () => {
    t = await createTestApp();
    countingProvider(t);
    merchant = await signUpMerchant(t, { name: 'Loja da TV' });
    stranger = await signUpMerchant(t, { name: 'Outra Loja' });
    expect(merchant.storeId).toBe('default');
    await createOperator(t.app.ctx, OPERATOR);
    const login = await t.app.inject({ method: 'POST', url: '/api/super-admin/login', headers: { origin: ORIGIN }, payload: { email: OPERATOR.email, password: OPERATOR.password } });
    operatorCookie = sessionCookieOf(login);
    const plan = await t.app.inject({ method: 'POST', url: '/api/super-admin/plans', headers: asOperator(), payload: { name: 'Dois e Meio', monthly_fee: 10, percentage_fee: 2.5 } });
    expect(plan.statusCode, plan.body).toBe(201);
    merchantId = (await operatorRow()).id;
    await putOnPlan(plan.json().plan.id);
    const tv = await t.database.db.selectFrom('products').select(['id', 'price_cents']).where('name', '=', 'Smart TV LG 55" 4K UHD').executeTakeFirstOrThrow();
    expect(tv.price_cents).toBe(329_900);
    tvId = tv.id;
  });

  it('shows a completed R$ 3.299,00 group as R$ 3.463,95 collected and R$ 3.299,00 less the plan for the store', async () => {
    const g = await createTestGroup(t, { productId: tvId, quotas: 3, creatorName: 'Tati', names: ['Tati', 'Teo', 'Tom'] });
    completedLink = g.linkId;
    expect(await payCards(g.linkId, ['Tati', 'Teo', 'Tom'])).toBe(346_395);
    expect((await t.app.inject(`/api/groups/${g.linkId}`)).json().status).toBe('completed');

    // 5% of service (R$ 164,95) is the platform's; 2,5% of R$ 3.299,00 = 82,475 → R$ 82,48: R$ 3.216,52.
    expect(await metrics()).toMatchObject({ total_revenue_30d: 3463.95, store_share_30d: 3216.52 });
    expect((await groups()).find((row) => row.link_id === completedLink)).toMatchObject({ revenue: 3463.95, store_share: 3216.52 });
    expect(await csvRows()).toEqual([{ link: completedLink, total: '3463,95', share: '3216,52' }]);
    expect(await operatorRow()).toMatchObject({ total_revenue: 3463.95, total_store_share: 3216.52 });
    expect(await metrics(stranger)).toMatchObject({ total_revenue_30d: 0, store_share_30d: 0 });
  });

  it("counts an open group's money as collected but not as the store's until the group completes", async () => {
    const g = await createTestGroup(t, { productId: tvId, quotas: 3, creatorName: 'Pia', names: ['Pia', 'Pai', 'Pio'] });
    partLink = g.linkId;
    expect(await payCards(g.linkId, ['Pia'])).toBe(115_465);
    expect((await t.app.inject(`/api/groups/${g.linkId}`)).json().status).toBe('active');
    // The open group's R$ 1.154,65 is collected, but may still go back to its payer: no repasse yet.
    const rows = await groups();
    expect(rows.find((row) => row.link_id === partLink)).toMatchObject({ status: 'active', revenue: 1154.65, store_share: 0 });
    expect(rows.find((row) => row.link_id === completedLink)).toMatchObject({ status: 'completed', revenue: 3463.95, store_share: 3216.52 });
    // Both groups: R$ 4.618,60 collected; the store's share is still the completed group's alone.
    expect(await metrics()).toMatchObject({ total_revenue_30d: 4618.6, store_share_30d: 3216.52 });
    expect(await operatorRow()).toMatchObject({ total_revenue: 4618.6, total_store_share: 3216.52 });
    // The CSV lists completed groups only.
    expect(await csvRows()).toEqual([{ link: completedLink, total: '3463,95', share: '3216,52' }]);
  });

  it("counts a group once it completes, the plan applied once per figure", async () => {
    expect(await payCards(partLink, ['Pai', 'Pio'])).toBe(230_930);
    expect((await t.app.inject(`/api/groups/${partLink}`)).json().status).toBe('completed');
    // Two completed R$ 3.463,95 groups: R$ 6.598,00 of product parts, 2,5% = 164,95 once over the figure: R$ 6.433,05,
    // a centavo from the two groups' R$ 3.216,52 each (the percentage is applied once per figure).
    expect((await groups()).map((row) => [row.link_id, row.store_share])).toEqual([[partLink, 3216.52], [completedLink, 3216.52]]);
    expect(await metrics()).toMatchObject({ total_revenue_30d: 6927.9, store_share_30d: 6433.05 });
    expect(await operatorRow()).toMatchObject({ total_revenue: 6927.9, total_store_share: 6433.05 });
    expect((await csvRows()).map((row) => row.link).sort()).toEqual([completedLink, partLink].sort());
  });

  it("follows the store's current plan, and gives the whole product parts without one", async () => {
    await putOnPlan(null);
    // R$ 6.598,00 of product parts of the two completed groups, all the store's without a plan.
    expect(await metrics()).toMatchObject({ store_share_30d: 6598 });
    expect((await groups()).map((row) => row.store_share)).toEqual([3299, 3299]);
    expect(await csvRows()).toEqual(expect.arrayContaining([{ link: completedLink, total: '3463,95', share: '3299' }]));
    expect(await operatorRow()).toMatchObject({ total_store_share: 6598 });
  });
});
