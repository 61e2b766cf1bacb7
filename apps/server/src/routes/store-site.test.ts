import { beforeAll, describe, expect, it } from 'vitest';
import { asMerchant, signUpMerchant, type TestMerchant } from '../testing/merchant-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

const BUTTON = { button_text: 'Comprar junto', button_bg_color: '#112233', button_text_color: '#ffffff' };

describe(`the store's own site address (where "Voltar para a loja" may lead) on ${testEngine}`, () => {
  let t: TestApp;
  let m: TestMerchant;
  beforeAll(async () => {
    t = await createTestApp();
    m = await signUpMerchant(t);
  });
  const save = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: asMerchant(m), payload });
  const read = async () => (await t.app.inject(`/api/admin/settings?store_id=${m.storeId}`)).json();

  it('is unset at first, saved from /admin/settings as its origin, kept when the form leaves it out, and cleared', async () => {
    expect((await read()).site_url).toBeNull();
    const saved = await save({ ...BUTTON, site_url: ' https://Minha-Loja.com.br/produtos ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.site_url).toBe('https://minha-loja.com.br');
    expect((await read()).site_url).toBe('https://minha-loja.com.br');
    expect((await save(BUTTON)).json().settings.site_url).toBe('https://minha-loja.com.br'); // an older form without the field
    expect((await save({ ...BUTTON, site_url: '' })).json().settings.site_url).toBeNull();
  });

  it.each(['minha-loja.com.br', 'http://minha-loja.com.br', 'http://', 'javascript:alert(1)', 'ftp://loja.com.br', 'https://', 'x'.repeat(3000)])('refuses %s with 400 in Portuguese', async (site) => {
    const res = await save({ ...BUTTON, site_url: site });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/endereço do site da loja/i);
  });

  it("tells a product's page its store's site, for the way back", async () => {
    await save({ ...BUTTON, site_url: 'https://minha-loja.com.br' });
    const { id } = await t.database.db.insertInto('products').values({
      name: 'Cafeteira da Loja', description: 'boa', price_cents: 30_000, image: '/images/x.svg', category: 'Casa', type: 'marketplace',
      status: 'active', featured: false, commission_rate: 0, tags: '[]', min_group_size: 2, max_group_size: 10, target_audience: 'geral',
      store_id: m.storeId, external_id: 'SKU-1',
    }).returning('id').executeTakeFirstOrThrow();
    const res = await t.app.inject(`/api/products/${id}/store-site`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ site_url: 'https://minha-loja.com.br' });
    // A platform product: the default store's site (which the first merchant's store may be).
    const platform = await t.database.db.selectFrom('products').select('id').where('store_id', 'is', null).where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
    const defaultSite = (await t.app.inject('/api/admin/settings')).json().site_url;
    expect((await t.app.inject(`/api/products/${platform.id}/store-site`)).json()).toEqual({ site_url: defaultSite });
    expect((await t.app.inject('/api/products/987654/store-site')).statusCode).toBe(404);
  });
});
