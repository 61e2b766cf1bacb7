import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationMessages } from '@juntai/contract';
import { buildApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import { createTestGroup, HOUR, join } from '../testing/group-helpers.ts';
import { asMerchant, signUpMerchant, type TestMerchant } from '../testing/merchant-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

const STORE_ORIGIN = 'https://minhaloja.com.br';

describe(`the widget's calls, the funnel and the orders CSV on ${testEngine}`, () => {
  let t: TestApp;
  let store: TestMerchant;
  let productId: number;

  const beacon = (payload: unknown, contentType = 'text/plain;charset=UTF-8') => t.app.inject({
    method: 'POST', url: '/api/widget/events', headers: { 'content-type': contentType, origin: STORE_ORIGIN },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload), remoteAddress: '10.7.0.1',
  });
  const funnel = async () => (await t.app.inject({ url: '/api/admin/funnel?days=30', headers: asMerchant(store) })).json();

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://juntai.com.br' } });
    store = await signUpMerchant(t, { name: 'Minha Loja' });
    await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: asMerchant(store), payload: { button_text: 'Comprar com amigos', button_bg_color: '#1d4ed8', button_text_color: '#ffffff' } });
    productId = (await t.app.inject({
      method: 'PUT', url: '/api/admin/products/CAF-001', headers: asMerchant(store),
      payload: { name: 'Cafeteira', description: 'Inox', price: 1570.67, image: 'https://cdn.loja.com.br/c.jpg' },
    })).json().product.id;
  });

  it("reads the store's button for a product, for any origin and without credentials", async () => {
    const res = await t.app.inject({ url: `/api/widget/stores/${store.storeId}/products/CAF-001`, headers: { origin: STORE_ORIGIN } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    // R$ 1.570,67 + 5 % in 10 (the product's largest group): R$ 164,92 each.
    expect(res.json()).toEqual({
      product_id: productId, name: 'Cafeteira', price: 1570.67,
      button_text: 'Comprar com amigos', button_bg_color: '#1d4ed8', button_text_color: '#ffffff',
      number_of_quotas: 10, per_person: 164.92, per_person_label: 'ou R$\u00a0164,92 por pessoa em 10',
      create_url: `https://juntai.com.br/product/${productId}?criar=1`,
      store_site: null,
    });
  });

  it('answers 404 with one sentence for an unknown, inactive or other store\'s product', async () => {
    await t.app.inject({ method: 'PUT', url: '/api/admin/products/OFF', headers: asMerchant(store), payload: { name: 'Fora', price: 10, image: 'https://cdn.loja.com.br/o.jpg', active: false } });
    const other = await signUpMerchant(t, { name: 'Outra' });
    for (const url of [`/api/widget/stores/${store.storeId}/products/NAO-EXISTE`, `/api/widget/stores/${store.storeId}/products/OFF`,
      `/api/widget/stores/${other.storeId}/products/CAF-001`, '/api/widget/stores/loja-que-nao-existe/products/CAF-001']) {
      const res = await t.app.inject({ url, headers: { origin: STORE_ORIGIN } });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(integrationMessages.widgetProductUnavailable);
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
    expect((await t.app.inject(`/api/widget/stores/${store.storeId}/products/com%20espaco`)).statusCode).toBe(400);
  });

  it("the group and its live stream answer any origin; the store's panel and writes do not", async () => {
    const group = await createTestGroup(t, { productId, quotas: 2 });
    const read = await t.app.inject({ url: `/api/groups/${group.linkId}`, headers: { origin: STORE_ORIGIN } });
    expect(read.headers['access-control-allow-origin']).toBe('*');
    const missing = await t.app.inject({ url: '/api/groups/NaoExisteNaoExiste1234', headers: { origin: STORE_ORIGIN } });
    expect(missing.headers['access-control-allow-origin']).toBe('*');
    const panel = await t.app.inject({ url: '/api/admin/metrics', headers: { origin: STORE_ORIGIN } });
    expect(panel.headers['access-control-allow-origin']).toBeUndefined();
    const joinFromStore = await t.app.inject({ method: 'OPTIONS', url: `/api/groups/${group.linkId}/join`, headers: { origin: STORE_ORIGIN, 'access-control-request-method': 'POST' } });
    expect(joinFromStore.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('counts views and clicks exactly, one row per product and day, and refuses what is not a beacon', async () => {
    for (let i = 0; i < 5; i++) expect((await beacon({ store_id: store.storeId, product: 'CAF-001', type: 'view' })).statusCode).toBe(204);
    for (let i = 0; i < 2; i++) expect((await beacon({ store_id: store.storeId, product: 'CAF-001', type: 'click' }, 'application/json')).statusCode).toBe(204);
    const bad = await beacon('{not json');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe(integrationMessages.beaconInvalid);
    expect((await beacon({ store_id: store.storeId, product: 'CAF-001', type: 'purchase' })).statusCode).toBe(400);
    expect((await beacon({ store_id: store.storeId, product: 'INVENTADO', type: 'view' })).statusCode).toBe(404);
    expect((await beacon('x'.repeat(5_000))).statusCode).toBe(413);
    const rows = await t.database.db.selectFrom('widget_daily_stats').selectAll().where('store_id', '=', store.storeId).execute();
    expect(rows).toEqual([{ store_id: store.storeId, external_id: 'CAF-001', day: '2026-11-22', views: 5, clicks: 2 }]);
  });

  it('the 30-day funnel adds up views, clicks, groups created, completed and revenue by São Paulo day', async () => {
    // Yesterday (São Paulo): 2 views, 1 click, 1 group created and completed.
    t.clock.advance(-24 * HOUR);
    await beacon({ store_id: store.storeId, product: 'CAF-001', type: 'view' });
    await beacon({ store_id: store.storeId, product: 'CAF-001', type: 'view' });
    await beacon({ store_id: store.storeId, product: 'CAF-001', type: 'click' });
    const done = await createTestGroup(t, { productId, quotas: 2 });
    await join(t, done.linkId, 'Ana Souza');
    await join(t, done.linkId, 'Convidado 1');
    t.clock.advance(24 * HOUR);
    const body = await funnel();
    expect(body.days).toHaveLength(30);
    expect(body.days.at(-1).date).toBe('2026-11-22');
    expect(body.days.at(-2)).toEqual({ date: '2026-11-21', views: 2, clicks: 1, groups_created: 1, groups_completed: 1, revenue: 1649.2 });
    // Today: the 5 views and 2 clicks above, and the group of the CORS test (still open).
    expect(body.days.at(-1)).toEqual({ date: '2026-11-22', views: 5, clicks: 2, groups_created: 1, groups_completed: 0, revenue: 0 });
    expect(body.totals).toEqual({ views: 7, clicks: 3, groups_created: 2, groups_completed: 1, revenue: 1649.2 });
    expect(body.rates).toEqual({ click_rate: 42.9, creation_rate: 66.7, completion_rate: 50 });
    expect((await t.app.inject({ url: '/api/admin/funnel?days=0', headers: asMerchant(store) })).json().detail).toContain(integrationMessages.daysInvalid);
    const stranger = await signUpMerchant(t, { name: 'Estranha' });
    expect((await t.app.inject({ url: '/api/admin/funnel', headers: asMerchant(stranger) })).json().totals).toEqual({ views: 0, clicks: 0, groups_created: 0, groups_completed: 0, revenue: 0 });
  });

  it("offers the store's completed groups as orders in a CSV, one row each", async () => {
    const res = await t.app.inject({ url: '/api/admin/groups/export.csv', headers: asMerchant(store) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="pedidos-juntai\.csv"/);
    const rows = parse(res.body.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    expect(rows[0]!.slice(2, 7)).toEqual(['Produto', 'SKU', 'Total (R$)', 'Repasse à loja (R$)', 'Cotas']);
    expect(rows).toHaveLength(2); // the header and the one completed group
    const [row] = rows.slice(1);
    // Paid in full, on a store without a plan: the store receives the product's price, R$ 1.570,67.
    expect(row!.slice(2, 7)).toEqual(['Cafeteira', 'CAF-001', '1649,2', '1570,67', '2']);
    expect(row![8]).toBe('Ana Souza');
    expect(row![11]).toContain('Convidado 1 <convidado.1@example.com> 11912345678 R$ 824,60');
    expect((await t.app.inject('/api/admin/groups/export.csv')).statusCode).toBe(401);
  });
});

describe('the widget script and the embeddable product page', () => {
  let dist: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    dist = mkdtempSync(joinPath(tmpdir(), 'juntai-web-'));
    writeFileSync(joinPath(dist, 'index.html'), '<!doctype html><html><head><title>Juntaí</title></head><body></body></html>');
    writeFileSync(joinPath(dist, 'widget.js'), '(()=>{})();');
    app = await buildApp({ database: t.database, env: loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', WEB_DIST_DIR: dist }), serveWeb: true });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves /widget.js to other sites, cached for minutes and revalidated', async () => {
    const res = await app.inject('/widget.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers.etag).toBeTruthy();
    expect((await app.inject({ url: '/widget.js', headers: { 'if-none-match': String(res.headers.etag) } })).statusCode).toBe(304);
  });

  it("lets only the product's store's own site frame the product page, and only with embed=1", async () => {
    await signUpMerchant(t, { name: 'Loja Demonstração' }); // a demo's first sign-up takes the platform's store, which has no site
    const store = await signUpMerchant(t, { name: 'Loja Com Site' });
    const settings = await t.app.inject({
      method: 'PUT', url: '/api/admin/settings', headers: asMerchant(store),
      payload: { button_text: 'Comprar em Grupo', button_bg_color: '#7c3aed', button_text_color: '#ffffff', store_id: store.storeId, site_url: 'https://loja.com.br/produtos' },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const productId = (await t.app.inject({
      method: 'PUT', url: '/api/admin/products/EMB-1', headers: asMerchant(store),
      payload: { name: 'Chaleira', price: 120, image: 'https://cdn.loja.com.br/c.jpg' },
    })).json().product.id;

    // The button learns which site may open the creation in a dialog (elsewhere it opens a new tab).
    expect((await t.app.inject(`/api/widget/stores/${store.storeId}/products/EMB-1`)).json().store_site).toBe('https://loja.com.br');
    const embedded = await app.inject(`/product/${productId}?criar=1&embed=1`);
    expect(embedded.statusCode).toBe(200);
    expect(embedded.headers['content-security-policy']).toContain("frame-ancestors 'self' https://loja.com.br;");
    expect(embedded.headers['x-frame-options']).toBeUndefined();
    // A product of a store with no site (the platform's, here) may be framed by Juntaí alone.
    expect((await app.inject('/product/1?criar=1&embed=1')).headers['content-security-policy']).toContain("frame-ancestors 'self';");
    for (const url of [`/product/${productId}`, '/product/1', '/g/AbCdEfGhIjKlMnOpQrStUv?embed=1', '/admin?embed=1']) {
      const res = await app.inject(url);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self';");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});
