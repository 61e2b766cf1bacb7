import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

describe(`products API on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('lists the demo catalogue with the spec field names and prices in reais', async () => {
    const res = await t.app.inject('/api/products?type=demo');
    expect(res.statusCode).toBe(200);
    const products = res.json();
    expect(products.length).toBeGreaterThanOrEqual(1);
    for (const p of products) {
      expect(p.type).toBe('demo');
      expect(Object.keys(p)).toEqual(expect.arrayContaining(['id', 'name', 'description', 'price', 'image', 'category']));
      expect(typeof p.price).toBe('number');
      expect(p.image).toMatch(/^\//); // served by the app itself
    }
  });

  async function insertProduct(name: string, status: 'active' | 'inactive' | 'draft'): Promise<number> {
    const row = await t.database.db.insertInto('products').values({
      name, description: 'teste', price_cents: 10_000, image: '/images/x.svg', category: 'Testes', type: 'demo', status,
      featured: false, commission_rate: 12.5, tags: '[]', min_group_size: 2, max_group_size: 10, target_audience: 'geral',
    }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  it('lists active products only, whatever the status filter asks (drafts and inactive ones are not public)', async () => {
    await insertProduct('Rascunho Secreto', 'draft');
    await insertProduct('Produto Retirado', 'inactive');
    for (const url of ['/api/products', '/api/products?status=draft', '/api/products?status=inactive', '/api/products?status=active&type=demo']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      for (const p of res.json()) expect(p.status, url).toBe('active');
      expect(res.body, url).not.toMatch(/Rascunho Secreto|Produto Retirado/);
    }
    expect((await t.app.inject('/api/products?status=draft')).json()).toEqual([]);
  });

  it('answers a draft by id as not found (it was never published)', async () => {
    const id = await insertProduct('Outro Rascunho', 'draft');
    const res = await t.app.inject(`/api/products/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, detail: 'Produto não encontrado' });
  });

  it('says who sells and ships a product: the store, by the name it goes by now', async () => {
    const id = await insertProduct('Da Loja', 'active');
    const store = await t.database.db.selectFrom('stores').select('store_name').where('store_id', '=', 'default').executeTakeFirstOrThrow();
    expect((await t.app.inject(`/api/products/${id}`)).json().seller_name).toBe(store.store_name);
    await t.database.db.updateTable('stores').set({ store_name: 'Casa da Cláudia' }).where('store_id', '=', 'default').execute();
    expect((await t.app.inject(`/api/products/${id}`)).json().seller_name).toBe('Casa da Cláudia');
    const listed = ((await t.app.inject('/api/products')).json() as Array<{ id: number; seller_name: string }>).find((p) => p.id === id);
    expect(listed?.seller_name).toBe('Casa da Cláudia');
  });

  it("keeps the platform's commission out of public answers", async () => {
    const id = await insertProduct('Com Comissão', 'active');
    const list = (await t.app.inject('/api/products')).json();
    expect(list.length).toBeGreaterThan(0);
    for (const p of list) expect(p).not.toHaveProperty('commission_rate');
    const one = (await t.app.inject(`/api/products/${id}`)).json();
    expect(one.name).toBe('Com Comissão');
    expect(one).not.toHaveProperty('commission_rate');
  });

  it('refuses an unknown filter value with a Portuguese detail', async () => {
    const res = await t.app.inject('/api/products?type=b2b');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/Tipo de produto inválido/);
  });

  it('answers one product by id', async () => {
    const [first] = (await t.app.inject('/api/products')).json();
    const res = await t.app.inject(`/api/products/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(first);
  });

  it('answers 404 "Produto não encontrado" for an unknown id', async () => {
    const res = await t.app.inject('/api/products/987654');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, detail: 'Produto não encontrado' });
  });

  it.each(['inactive', 'draft'] as const)('answers 404 for a %s product: not for sale, so its page says so before any form', async (status) => {
    const [first] = (await t.app.inject('/api/products?status=active')).json();
    await t.database.db.updateTable('products').set({ status }).where('id', '=', first.id).execute();
    try {
      const res = await t.app.inject(`/api/products/${first.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('Produto não encontrado');
    } finally {
      await t.database.db.updateTable('products').set({ status: 'active' }).where('id', '=', first.id).execute();
    }
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999999', '1%20OR%201=1'])('answers 400 for the malformed id %s', async (id) => {
    const res = await t.app.inject(`/api/products/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Identificador de produto inválido');
    expect(res.body).not.toMatch(/at .*\.ts|select|stack/i);
  });
});
