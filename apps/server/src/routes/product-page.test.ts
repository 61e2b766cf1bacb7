import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../testing/test-database.ts';
import { webServerBuildFromSource } from '../testing/web-server-build.ts';

const INDEX_HTML = '<!doctype html><html lang="pt-BR"><head><title>Juntaí</title>'
  + '<meta name="description" content="Compre em grupo" /></head><body><div id="root"></div></body></html>';

describe(`the product page's HTML on ${testEngine}`, () => {
  let database: TestDatabase;
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'juntai-product-page-'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    database = await createTestDatabase();
    app = await buildApp({
      database, env: loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', WEB_DIST_DIR: dist, PUBLIC_BASE_URL: 'https://compra.exemplo.com.br' }), serveWeb: true,
      webServerBuild: await webServerBuildFromSource(),
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  async function productWithStatus(status: 'active' | 'inactive' | 'draft') {
    const row = await database.db.selectFrom('products').select(['id', 'name', 'price_cents']).where('status', '=', 'active').where('store_id', 'is', null)
      .orderBy('id').executeTakeFirstOrThrow();
    if (status !== 'active') await database.db.updateTable('products').set({ status }).where('id', '=', row.id).execute();
    return row;
  }

  it('a product for sale gets its page with its own title and WhatsApp preview', async () => {
    const product = await productWithStatus('active');
    const res = await app.inject(`/product/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.body).toContain(`<title>${product.name} — Juntaí</title>`);
    expect(res.body).toContain(`<meta property="og:url" content="https://compra.exemplo.com.br/product/${product.id}" />`);
    expect(res.body).toMatch(/<meta property="og:description" content="R\$\u00a0[\d.]+,\d\d: compre em grupo/);
    const structured = JSON.parse(/<script type="application\/ld\+json" id="juntai-structured-data">([^<]*)<\/script>/.exec(res.body)![1]!);
    expect(structured).toMatchObject({
      '@type': 'Product', name: product.name,
      offers: { price: (product.price_cents / 100).toFixed(2), priceCurrency: 'BRL', availability: 'https://schema.org/InStock' },
    });
  });

  it.each(['999999', 'abc', '0', '12345678901'])('an address naming no product (/product/%s) gets the app with status 404 and no preview', async (id) => {
    const res = await app.inject(`/product/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
    expect(res.body).not.toContain('og:title');
  });

  it.each(['inactive', 'draft'] as const)('a product switched to %s is not for sale: its page answers 404, as its API does', async (status) => {
    const product = await productWithStatus(status);
    const page = await app.inject(`/product/${product.id}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain(product.name);
    const api = await app.inject(`/api/products/${product.id}`);
    expect(api.statusCode).toBe(404);
    expect(api.json().detail).toBe('Produto não encontrado');
  });
});
