import { beforeAll, describe, expect, it } from 'vitest';
import { integrationMessages } from '@juntai/contract';
import { createTestGroup, groupBody } from '../testing/group-helpers.ts';
import { asMerchant, signUpMerchant, type TestMerchant } from '../testing/merchant-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

const cafeteira = { name: 'Cafeteira Italiana', description: 'Alumínio, 6 xícaras', price: 1570.67, image: 'https://cdn.loja.com.br/cafeteira.jpg', active: true };

describe(`store products and API keys on ${testEngine}`, () => {
  let t: TestApp;
  let storeA: TestMerchant;
  let storeB: TestMerchant;
  const withKey = (key: string) => ({ authorization: `Bearer ${key}` });

  async function newKey(m: TestMerchant, label = 'ERP'): Promise<{ key: string; id: number }> {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/api-keys', headers: asMerchant(m), payload: { label } });
    expect(res.statusCode).toBe(201);
    return { key: res.json().key, id: res.json().api_key.id };
  }

  beforeAll(async () => {
    t = await createTestApp();
    storeA = await signUpMerchant(t, { name: 'Loja Alfa' });
    storeB = await signUpMerchant(t, { name: 'Loja Beta' });
  });

  it('a merchant creates then replaces a product by its SKU, and lists it', async () => {
    const created = await t.app.inject({ method: 'PUT', url: '/api/admin/products/CAF-001', headers: asMerchant(storeA), payload: cafeteira });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ success: true, detail: integrationMessages.productSaved, created: true, product: { external_id: 'CAF-001', price: 1570.67, active: true, groups: 0 } });
    const replaced = await t.app.inject({ method: 'PUT', url: '/api/admin/products/CAF-001', headers: asMerchant(storeA), payload: { ...cafeteira, price: 1499.9 } });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().created).toBe(false);
    const list = (await t.app.inject({ url: '/api/admin/products', headers: asMerchant(storeA) })).json();
    expect(list.products.map((p: { external_id: string; price: number }) => [p.external_id, p.price])).toEqual([['CAF-001', 1499.9]]);
    expect((await t.app.inject({ url: '/api/admin/products', headers: asMerchant(storeB) })).json().products).toEqual([]);
  });

  it("a store product is not in the platform's catalogue, but its page and its groups work and belong to the store", async () => {
    const { product } = (await t.app.inject({ method: 'PUT', url: '/api/admin/products/PANELA-9', headers: asMerchant(storeA), payload: { ...cafeteira, name: 'Panela de Ferro', price: 300 } })).json();
    const listed = (await t.app.inject('/api/products')).json() as Array<{ id: number }>;
    expect(listed.some((p) => p.id === product.id)).toBe(false);
    const page = await t.app.inject(`/api/products/${product.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ name: 'Panela de Ferro', price: 300 });

    const group = await createTestGroup(t, { productId: product.id, quotas: 2 });
    // R$ 300,00 + 5 % = R$ 315,00: the database's price, whatever a page might claim.
    expect(group.body.group.total_value).toBe(315);
    const groups = (await t.app.inject({ url: '/api/admin/groups', headers: asMerchant(storeA) })).json() as Array<{ link_id: string }>;
    expect(groups.map((g) => g.link_id)).toContain(group.linkId);
    const others = (await t.app.inject({ url: '/api/admin/groups', headers: asMerchant(storeB) })).json() as Array<{ link_id: string }>;
    expect(others.map((g) => g.link_id)).not.toContain(group.linkId);
    const metrics = (await t.app.inject({ url: '/api/admin/metrics', headers: asMerchant(storeA) })).json();
    expect(metrics.active_groups).toBe(1);
  });

  it('the price a page sends with a group is ignored', async () => {
    const { product } = (await t.app.inject({ method: 'PUT', url: '/api/admin/products/TAPETE', headers: asMerchant(storeA), payload: { ...cafeteira, name: 'Tapete', price: 200 } })).json();
    const res = await t.app.inject({ method: 'POST', url: '/api/groups', payload: { ...groupBody(product.id, { quotas: 2 }), price: 1, product_price: 1, total_amount: 2 } });
    expect(res.statusCode).toBe(201);
    expect(res.json().group.total_value).toBe(210);
  });

  it("an inactive store product sells no group, and a deleted one leaves its groups alone", async () => {
    const { product } = (await t.app.inject({ method: 'PUT', url: '/api/admin/products/VASO', headers: asMerchant(storeA), payload: { ...cafeteira, name: 'Vaso', price: 100, active: false } })).json();
    const refused = await t.app.inject({ method: 'POST', url: '/api/groups', payload: groupBody(product.id, { quotas: 2 }) });
    expect(refused.statusCode).toBe(409);
    await t.app.inject({ method: 'PUT', url: '/api/admin/products/VASO', headers: asMerchant(storeA), payload: { ...cafeteira, name: 'Vaso', price: 100 } });
    const group = await createTestGroup(t, { productId: product.id, quotas: 2 });
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/admin/products/VASO', headers: asMerchant(storeA) });
    expect(deleted.json()).toEqual({ success: true, detail: integrationMessages.productDeleted });
    expect((await t.app.inject(`/api/groups/${group.linkId}`)).json().product_name).toBe('Vaso');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/products/VASO', headers: asMerchant(storeA) })).statusCode).toBe(404);
  });

  it.each([
    ['a bad SKU', '/api/admin/products/com%20espa%C3%A7o', cafeteira, integrationMessages.externalIdInvalid],
    ['no name', '/api/admin/products/X1', { ...cafeteira, name: ' ' }, integrationMessages.nameRequired],
    ['a zero price', '/api/admin/products/X1', { ...cafeteira, price: 0 }, integrationMessages.priceInvalid],
    ['three decimals', '/api/admin/products/X1', { ...cafeteira, price: 10.005 }, integrationMessages.priceInvalid],
    ['a price above R$ 1.000.000,00', '/api/admin/products/X1', { ...cafeteira, price: 1_000_000.01 }, integrationMessages.priceInvalid],
    ['a price as text', '/api/admin/products/X1', { ...cafeteira, price: '1.234,56' }, integrationMessages.priceInvalid],
    ['an http image', '/api/admin/products/X1', { ...cafeteira, image: 'http://cdn.loja.com.br/a.jpg' }, integrationMessages.imageInvalid],
  ])('refuses %s with a Portuguese detail and writes nothing', async (_what, url, payload, detail) => {
    const res = await t.app.inject({ method: 'PUT', url, headers: asMerchant(storeB), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(detail);
    expect((await t.app.inject({ url: '/api/admin/products', headers: asMerchant(storeB) })).json().products).toEqual([]);
  });

  it("syncs with an API key, which shows only its prefix afterwards and acts on its own store only", async () => {
    const { key, id } = await newKey(storeB, 'ERP da Beta');
    expect(key).toMatch(/^jk_live_[A-Za-z0-9_-]{43}$/);
    const synced = await t.app.inject({ method: 'PUT', url: '/api/admin/products/CAF-001', headers: withKey(key), payload: { ...cafeteira, price: 999 } });
    expect(synced.statusCode).toBe(201);
    // Same SKU, two stores, two products: store A's is untouched.
    const a = (await t.app.inject({ url: '/api/admin/products', headers: asMerchant(storeA) })).json().products.find((p: { external_id: string }) => p.external_id === 'CAF-001');
    expect(a.price).toBe(1499.9);
    const keys = (await t.app.inject({ url: '/api/admin/api-keys', headers: asMerchant(storeB) })).json().keys;
    expect(keys).toEqual([expect.objectContaining({ id, label: 'ERP da Beta', prefix: key.slice(0, 14), revoked_at: null })]);
    expect(keys[0].last_used_at).not.toBeNull();
    expect(JSON.stringify(keys)).not.toContain(key);
    // Store A cannot see nor revoke B's key.
    expect((await t.app.inject({ url: '/api/admin/api-keys', headers: asMerchant(storeA) })).json().keys).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/api-keys/${id}`, headers: asMerchant(storeA) })).statusCode).toBe(404);
    // A key syncs products only: it is not a panel session.
    expect((await t.app.inject({ url: '/api/admin/products', headers: withKey(key) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/groups', headers: withKey(key) })).statusCode).toBe(401);
  });

  it('a revoked or made-up key is refused with 401 and changes nothing', async () => {
    const { key, id } = await newKey(storeA);
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/admin/api-keys/${id}`, headers: asMerchant(storeA) });
    expect(revoked.json()).toEqual({ success: true, detail: integrationMessages.keyRevoked });
    for (const k of [key, 'jk_live_inventada', `${key.slice(0, -1)}x`]) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/admin/products/NOVO', headers: withKey(k), payload: cafeteira });
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe(integrationMessages.keyInvalid);
    }
    const list = (await t.app.inject({ url: '/api/admin/products', headers: asMerchant(storeA) })).json().products as Array<{ external_id: string }>;
    expect(list.map((p) => p.external_id)).not.toContain('NOVO');
  });

  it('nobody else gets in: no session, a shopper, a cross-site cookie', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/products/X', payload: cafeteira })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/api-keys', payload: { label: 'x' } })).statusCode).toBe(401);
    const crossSite = await t.app.inject({ method: 'PUT', url: '/api/admin/products/X', headers: { cookie: storeA.cookie, origin: 'https://loja-maliciosa.com' }, payload: cafeteira });
    expect(crossSite.statusCode).toBe(403);
    const label = await t.app.inject({ method: 'POST', url: '/api/admin/api-keys', headers: asMerchant(storeA), payload: { label: '' } });
    expect(label.statusCode).toBe(400);
    expect(label.json().detail).toBe(integrationMessages.keyLabelRequired);
  });
});
