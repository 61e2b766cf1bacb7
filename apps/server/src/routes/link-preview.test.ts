import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import { groupBody } from '../testing/group-helpers.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../testing/test-database.ts';
import { webServerBuildFromSource } from '../testing/web-server-build.ts';

const INDEX_HTML = '<!doctype html><html lang="pt-BR"><head><title>Juntaí</title></head><body><div id="root"></div></body></html>';
/** The demo catalogue's pictures, as the web build serves them. */
const PICTURES = fileURLToPath(new URL('../../../web/public/images', import.meta.url));
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BASE = 'https://compra.exemplo.com.br';

describe(`link previews show a PNG of an SVG product picture (${testEngine})`, () => {
  let database: TestDatabase;
  let root: string;
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'juntai-link-preview-'));
    dist = join(root, 'dist');
    mkdirSync(dist);
    // A picture beside the web build, not in it: the site does not serve it.
    cpSync(join(PICTURES, 'products', 'air-fryer-philco-4l.svg'), join(root, 'outside.svg'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    cpSync(PICTURES, join(dist, 'images'), { recursive: true });
    database = await createTestDatabase();
    app = await buildApp({
      database, env: loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', WEB_DIST_DIR: dist, PUBLIC_BASE_URL: BASE }), serveWeb: true,
      webServerBuild: await webServerBuildFromSource(),
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(root, { recursive: true, force: true });
  });

  const svgProduct = () => database.db.selectFrom('products').select(['id', 'image']).where('status', '=', 'active')
    .where('store_id', 'is', null).where('image', 'like', '%.svg').orderBy('id').executeTakeFirstOrThrow();

  /** The page's og:image, fetched as a crawler would: a PNG of 1200×630. */
  async function expectPngPreview(pageUrl: string) {
    const page = await app.inject(pageUrl);
    expect(page.statusCode).toBe(200);
    const image = /<meta property="og:image" content="([^"]+)" \/>/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
    expect(image, 'og:image').toMatch(new RegExp(`^${BASE}/api/link-preview\\.png\\?src=`));
    expect(page.body).toContain(`<meta name="twitter:image" content="${image!.replaceAll('&', '&amp;')}" />`);
    const res = await app.inject(image!.slice(BASE.length));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // The IHDR chunk's width and height, right after the signature and the chunk's length and name.
    expect([res.rawPayload.readUInt32BE(16), res.rawPayload.readUInt32BE(20)]).toEqual([1200, 630]);
    return res;
  }

  it("a product page's preview is a PNG drawn from its SVG", async () => {
    const product = await svgProduct();
    const first = await expectPngPreview(`/product/${product.id}`);
    // Drawn once and kept: a second crawler gets the same bytes.
    const again = await app.inject(`/api/link-preview.png?src=${encodeURIComponent(product.image)}`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("a group page's preview is the PNG of its product's SVG", async () => {
    const product = await svgProduct();
    const created = await app.inject({ method: 'POST', url: '/api/groups', payload: groupBody(product.id, { quotas: 2 }) });
    expect(created.statusCode, created.body).toBe(201);
    await expectPngPreview(`/g/${created.json().link_id}`);
  });

  const invalid = 'Endereço de imagem inválido: informe o caminho de uma imagem SVG deste site (ex.: /images/products/foto.svg)';
  it.each([
    ['another site', 'https://exemplo.com/x.svg', 400, invalid],
    ['a protocol-relative address', '//exemplo.com/x.svg', 400, invalid],
    ['a picture that is not SVG', '/images/products/foto.png', 400, invalid],
    ['no path at all', '', 400, invalid],
    ['an SVG this site does not have', '/images/products/nao-existe.svg', 404, 'Imagem não encontrada'],
    ['a path that leaves the web build', '/images/..%2F..%2Foutside.svg', 404, 'Imagem não encontrada'],
  ])('answers %s with %i and a Portuguese detail', async (_label, src, status, detail) => {
    const res = await app.inject(`/api/link-preview.png?src=${encodeURIComponent(src)}`);
    expect(res.statusCode).toBe(status);
    expect(res.json().detail).toBe(detail);
  });
});
