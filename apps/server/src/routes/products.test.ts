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

  it('filters by status', async () => {
    const res = await t.app.inject('/api/products?status=inactive');
    expect(res.statusCode).toBe(200);
    for (const p of res.json()) expect(p.status).toBe('inactive');
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
