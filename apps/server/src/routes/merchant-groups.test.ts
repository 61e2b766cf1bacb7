import { beforeAll, describe, expect, it } from 'vitest';
import { merchantMessages } from '@juntai/contract';
import { cents, foldText } from '@juntai/domain';
import {
  countingProvider, createTestGroup, type CreatedTestGroup, HOUR, join, type NewGroupOptions, pixPaidEvent, signedWebhook,
} from '../testing/group-helpers.ts';
import { bearer, logInMerchant, signUpMerchant, type TestMerchant } from '../testing/merchant-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

const ROW_FIELDS = [
  'created_at', 'creator_name', 'creator_whatsapp', 'link_id', 'number_of_quotas', 'paid_count', 'product_image', 'product_name',
  'progress_percentage', 'revenue', 'status', 'store_share',
];

interface Row {
  link_id: string;
  product_name: string;
  product_image: string | null;
  creator_name: string;
  creator_whatsapp: string | null;
  created_at: string;
  status: string;
  paid_count: number;
  number_of_quotas: number;
  progress_percentage: number;
  revenue: number;
  store_share: number;
}

describe(`merchant group list (GET /api/admin/groups) on ${testEngine}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;
  let cafe: { id: number; name: string; image: string; price_cents: number };
  let plain: { id: number; name: string; image: string; price_cents: number };
  /** Every group of the default store, in creation order, with the clock time it was created at. */
  const created: Array<{ linkId: string; at: number }> = [];
  const toCents = (reais: number) => Math.round(reais * 100);

  async function group(options: NewGroupOptions): Promise<CreatedTestGroup> {
    const g = await createTestGroup(t, options);
    created.push({ linkId: g.linkId, at: t.clock.now().getTime() });
    return g;
  }

  async function list(query = '', m = merchant) {
    const res = await t.app.inject({ url: `/api/admin/groups${query}`, headers: bearer(m) });
    return { res, rows: (res.statusCode === 200 ? res.json() : []) as Row[] };
  }

  const links = (rows: Row[]) => rows.map((r) => r.link_id);

  /** Newest first; groups created at the same instant come latest-created first. */
  const expectedOrder = (only?: Set<string>) =>
    created.map((c, i) => ({ ...c, i })).filter((c) => !only || only.has(c.linkId))
      .sort((x, y) => y.at - x.at || y.i - x.i).map((c) => c.linkId);

  beforeAll(async () => {
    t = await createTestApp();
    countingProvider(t);
    merchant = await signUpMerchant(t, { name: 'Loja da Casa' });
    expect(merchant.storeId).toBe('default');
    const products = await t.database.db.selectFrom('products').select(['id', 'name', 'image', 'price_cents']).where('status', '=', 'active').orderBy('id').execute();
    cafe = products.find((p) => p.name === 'Cesta de Café da Manhã Premium')!;
    plain = products.find((p) => !/cafe|joao|bia|100/.test(foldText(p.name)))!;
    expect(cafe).toBeDefined();
    expect(plain).toBeDefined();
    const store = await t.database.db.selectFrom('stores').select('plan_id').where('store_id', '=', merchant.storeId).executeTakeFirstOrThrow();
    expect(store.plan_id).toBeNull(); // so the store's share is the product parts of what was collected
  });

  it('answers each row with exactly the contract fields and the right values', async () => {
    // Expires unswept: created now, its 48 hours pass below.
    const old = await group({ productId: plain.id, quotas: 2, creatorName: 'Velho Grupo', names: ['Velho Grupo', 'Amigo'] });
    t.clock.advance(49 * HOUR);

    const joao = await group({ productId: cafe.id, quotas: 3, creatorName: 'João Batista', names: ['João Batista', 'Rita', 'Pedro'] });
    const card = await join(t, joao.linkId, 'João Batista', { method: 'card' });
    expect(card.statusCode).toBe(201);
    const pixJoin = await join(t, joao.linkId, 'Rita', { method: 'pix' });
    const pixPayment = pixJoin.json().payment;
    expect((await t.app.inject(signedWebhook(t, pixPaidEvent(pixPayment.pix.txid, toCents(pixPayment.amount))))).statusCode).toBe(200);
    // A PIX charge still pending is neither paid nor revenue.
    expect((await join(t, joao.linkId, 'Pedro', { method: 'pix' })).statusCode).toBe(201);

    t.clock.advance(60_000);
    const done = await group({ productId: plain.id, quotas: 2, creatorName: 'Carla Completa', names: ['Carla Completa', 'Duda'] });
    const doneCents = [
      toCents((await join(t, done.linkId, 'Carla Completa')).json().payment.amount),
      toCents((await join(t, done.linkId, 'Duda')).json().payment.amount),
    ];

    const { res, rows } = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.headers['x-next-cursor']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(links(rows)).toEqual([done.linkId, joao.linkId, old.linkId]);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(ROW_FIELDS);

    const view = (await t.app.inject(`/api/groups/${joao.linkId}`)).json();
    const joaoCollected = cents(toCents(card.json().payment.amount) + toCents(pixPayment.amount));
    expect(rows[1]).toEqual({
      link_id: joao.linkId,
      product_name: 'Cesta de Café da Manhã Premium',
      product_image: cafe.image,
      creator_name: 'João Batista',
      creator_whatsapp: '11987654321',
      created_at: view.created_at,
      status: 'active',
      paid_count: 2,
      number_of_quotas: 3,
      progress_percentage: 66.7,
      revenue: joaoCollected / 100,
      store_share: 0, // still open: its money may go back to its payers, so none of it is the store's yet
    });
    expect(new Date(rows[1]!.created_at).getTime()).toBe(created[1]!.at);
    expect(rows[0]).toMatchObject({
      status: 'completed', paid_count: 2, number_of_quotas: 2, progress_percentage: 100, revenue: (doneCents[0]! + doneCents[1]!) / 100,
      store_share: plain.price_cents / 100, // paid in full: the whole service fee is the platform's
      product_name: plain.name, creator_name: 'Carla Completa',
    });
    // Past its deadline but not swept yet: shown as expired, nothing paid.
    expect(rows[2]).toMatchObject({ status: 'expired', paid_count: 0, progress_percentage: 0, revenue: 0, store_share: 0, creator_name: 'Velho Grupo' });
    for (const row of rows) {
      expect(row.progress_percentage).toBeGreaterThanOrEqual(0);
      expect(row.progress_percentage).toBeLessThanOrEqual(100);
    }
  });

  it('filters by effective status, with the total of the filter', async () => {
    const [done, joao, old] = [created[2]!.linkId, created[1]!.linkId, created[0]!.linkId];
    for (const [status, expected] of [['active', [joao]], ['completed', [done]], ['expired', [old]]] as const) {
      const { res, rows } = await list(`?status=${status}`);
      expect(res.statusCode).toBe(200);
      expect(links(rows), status).toEqual(expected);
      expect(res.headers['x-total-count']).toBe(String(expected.length));
      for (const row of rows) expect(row.status).toBe(status);
    }
  });

  it('searches product and organizer names ignoring case and accents', async () => {
    const bia100 = await group({ productId: plain.id, quotas: 2, creatorName: 'Bia 100% Feliz', names: ['Bia 100% Feliz', 'Amiga'] });
    const bia1000 = await group({ productId: plain.id, quotas: 2, creatorName: 'Bia 1000 Feliz', names: ['Bia 1000 Feliz', 'Amiga'] });
    const cafeByBia = await group({ productId: cafe.id, quotas: 2, creatorName: 'Bia Café', names: ['Bia Café', 'Amiga'] });
    const joao = created[1]!.linkId;

    const search = async (q: string) => {
      const { res, rows } = await list(`?search=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      expect(res.headers['x-total-count'], q).toBe(String(rows.length));
      return links(rows);
    };
    expect(await search('cafe')).toEqual([cafeByBia.linkId, joao]); // product of both, and Bia Café's name
    expect(await search('CAFÉ DA MANHÃ')).toEqual([cafeByBia.linkId, joao]);
    expect(await search('JOAO')).toEqual([joao]);
    expect(await search('joão batista')).toEqual([joao]);
    expect(await search('  batista   CESTA ')).toEqual([joao]); // every word, in product or organizer
    expect(await search('carla')).toEqual([created[2]!.linkId]);
    expect(await search('ninguém-assim')).toEqual([]);

    // LIKE's wildcards are plain characters: "100%" is not "100 followed by anything".
    expect(await search('100%')).toEqual([bia100.linkId]);
    expect(await search('%')).toEqual([bia100.linkId]);
    expect(await search('bia_100%')).toEqual([bia100.linkId]); // "_" is not "any one character"
    expect(await search('1000')).toEqual([bia1000.linkId]);
    expect(await search('Bia 10')).toEqual([bia1000.linkId, bia100.linkId]);
    expect(await search('bia\\')).toEqual([]); // a backslash neither breaks the query nor escapes anything

    // Search and status together.
    const { rows } = await list(`?search=cafe&status=active`);
    expect(links(rows).sort()).toEqual([cafeByBia.linkId, joao].sort());
    expect((await list('?search=cafe&status=completed')).rows).toEqual([]);
  });

  it('pages newest first with a cursor, without duplicates or gaps, and the total in a header', async () => {
    // Seven more groups; some share a creation instant, so the id breaks ties across page edges.
    for (let i = 1; i <= 7; i++) {
      if (i % 3 !== 2) t.clock.advance(1000);
      await group({ productId: plain.id, quotas: 2, creatorName: `Pagina ${i}`, names: [`Pagina ${i}`, 'Amigo'] });
    }
    const sessionOfNow = await logInMerchant(t, merchant);

    const walk = async (query: string) => {
      const seen: string[] = [];
      const totals = new Set<string>();
      let cursor: string | undefined;
      let pages = 0;
      do {
        const res = await t.app.inject({ url: `/api/admin/groups?limit=3${query}${cursor ? `&cursor=${cursor}` : ''}`, headers: bearer(sessionOfNow) });
        expect(res.statusCode, res.body).toBe(200);
        const rows = res.json() as Row[];
        cursor = res.headers['x-next-cursor'] as string | undefined;
        totals.add(String(res.headers['x-total-count']));
        if (cursor) expect(rows).toHaveLength(3);
        else expect(rows.length).toBeGreaterThan(0);
        expect(String(res.headers['access-control-expose-headers']).toLowerCase()).toContain('x-next-cursor');
        seen.push(...links(rows));
        pages += 1;
      } while (cursor && pages < 20);
      return { seen, totals, pages };
    };

    const all = await walk('');
    expect(created).toHaveLength(13);
    expect(all.seen).toEqual(expectedOrder());
    expect(new Set(all.seen).size).toBe(13);
    expect(all.pages).toBe(5);
    expect([...all.totals]).toEqual(['13']);

    // The same with a search: only the seven "Pagina" groups, 3 + 3 + 1.
    const paged = await walk('&search=pagina');
    const pageGroups = new Set(created.slice(-7).map((c) => c.linkId));
    expect(paged.seen).toEqual(expectedOrder(pageGroups));
    expect(paged.pages).toBe(3);
    expect([...paged.totals]).toEqual(['7']);

    // Exactly one page's worth: no cursor on it.
    const exact = await t.app.inject({ url: '/api/admin/groups?limit=13', headers: bearer(sessionOfNow) });
    expect(exact.json()).toHaveLength(13);
    expect(exact.headers['x-next-cursor']).toBeUndefined();
    const big = await t.app.inject({ url: '/api/admin/groups?limit=200', headers: bearer(sessionOfNow) });
    expect(big.statusCode).toBe(200);
    expect(links(big.json())).toEqual(expectedOrder());
    expect(links((await t.app.inject({ url: '/api/admin/groups', headers: bearer(sessionOfNow) })).json())).toEqual(expectedOrder());
  });

  it('refuses a bad status, limit or cursor with 400 and a Portuguese detail', async () => {
    const cases: Array<[string, string]> = [
      ['?status=pending', merchantMessages.invalidStatus],
      ['?status=ATIVO', merchantMessages.invalidStatus],
      ['?limit=0', merchantMessages.invalidLimit],
      ['?limit=201', merchantMessages.invalidLimit],
      ['?limit=abc', merchantMessages.invalidLimit],
      ['?limit=2.5', merchantMessages.invalidLimit],
      ['?limit=-3', merchantMessages.invalidLimit],
      ['?cursor=n%C3%A3o!v%C3%A1lido', merchantMessages.invalidCursor],
      ['?cursor=abc', merchantMessages.invalidCursor],
      [`?cursor=${Buffer.from('ontem|7').toString('base64url')}`, merchantMessages.invalidCursor],
      [`?cursor=${Buffer.from(`${new Date().toISOString()}|-1`).toString('base64url')}`, merchantMessages.invalidCursor],
      [`?search=${'a'.repeat(101)}`, merchantMessages.searchTooLong],
    ];
    for (const [query, detail] of cases) {
      const { res } = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().detail, query).toContain(detail);
      expect(res.json().success).toBe(false);
    }
  });
});
