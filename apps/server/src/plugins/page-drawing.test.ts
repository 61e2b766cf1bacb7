import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { type Cents, groupTotal } from '@juntai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ManualClock } from '../testing/manual-clock.ts';
import { loadEnv } from '../env.ts';
import { announceGroupChange } from '../services/group-events.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../testing/test-database.ts';

const INDEX_HTML = '<!doctype html><html lang="pt-BR"><head><title>Juntaí</title></head><body><div id="root"></div></body></html>';

/**
 * The web app's server build stands in here as a small module with the same export (the real one is
 * React's, exercised by the browser tests: e2e/shopper/server-drawn-pages.spec.ts). It draws what the
 * API's public read answered it, counts its drawings, draws /termos long, and fails on /marketplace.
 */
const ENTRY_SERVER = `
let drawings = 0;
export async function renderPage({ url, origin, reads }) {
  if (url === '/marketplace') throw new Error('could not draw');
  if (url === '/') return { html: '<p>landing drawing ' + (drawings += 1) + '</p>', state: '{}' };
  if (url === '/termos') return { html: '<p>' + 'Termos de uso. '.repeat(200) + '</p>', state: '{}' };
  const linkId = /^\\/g\\/([^/?]+)/.exec(url)?.[1];
  if (!linkId) return undefined;
  const answer = await reads.get('/api/groups/:linkId')({ params: { linkId }, query: {} });
  const group = await answer.json();
  drawings += 1;
  return {
    html: '<p>' + group.creator_name + ' ' + group.paid_count + ' drawing ' + drawings + ' at ' + origin + '</p>',
    state: JSON.stringify({ status: answer.status, type: answer.headers.get('content-type') }),
    head: { title: group.creator_name + ' & cia', description: 'Cada um paga', type: 'product', url: origin + '/g/' + linkId },
  };
}
export const pageModules = [];`;

const LINK_ID = 'DrAwNgRoUpLiNkIdAbCdEf';

describe(`pages drawn on the server on ${testEngine}`, () => {
  let database: TestDatabase;
  let web: string;
  let app: FastifyInstance;
  const clock = new ManualClock();

  beforeAll(async () => {
    database = await createTestDatabase();
    web = mkdtempSync(join(tmpdir(), 'juntai-web-'));
    mkdirSync(join(web, 'dist'));
    mkdirSync(join(web, 'dist-server'));
    writeFileSync(join(web, 'dist', 'index.html'), INDEX_HTML);
    writeFileSync(join(web, 'dist-server', 'entry-server.js'), ENTRY_SERVER);
    const product = await database.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    await database.db.insertInto('groups').values({
      link_id: LINK_ID, store_id: 'default', product_id: product.id, product_name: 'Panela', product_image: '/images/products/panela.webp',
      product_price_cents: 10_000, total_cents: groupTotal(10_000 as Cents), number_of_quotas: 2, creator_name: 'Rita Melo',
      creator_email: 'rita@exemplo.com.br', creator_whatsapp: '11987654321', organizer_token_hash: 'x'.repeat(64),
      expires_at: new Date('2026-11-24T12:00:00-03:00'), created_at: new Date('2026-11-22T12:00:00-03:00'),
    }).execute();
    app = await buildApp({
      database, clock, serveWeb: true,
      env: loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', WEB_DIST_DIR: join(web, 'dist'), PUBLIC_BASE_URL: 'https://juntai.com.br' }),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(web, { recursive: true, force: true });
  });

  const drawnRoot = (html: string) => /<div id="root">(.*?)<\/div>/.exec(html)?.[1];

  it("puts the drawing in the app's root and the data it was drawn from beside it, from the API's own answer", async () => {
    const res = await app.inject(`/g/${LINK_ID}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(drawnRoot(res.body)).toMatch(/^<p>Rita Melo 0 drawing \d+ at https:\/\/juntai\.com\.br<\/p>$/);
    expect(res.body).toContain('<script id="juntai-state" type="application/json">{"status":200,"type":"application/json; charset=utf-8"}</script>');
    // The page's head, drawn from the same answer, is written into the same HTML, escaped.
    expect(res.body).toContain('<title>Rita Melo &amp; cia</title>');
    expect(res.body).toContain(`<meta property="og:url" content="https://juntai.com.br/g/${LINK_ID}" />`);
  });

  it('draws an unchanged group once a second at most, and a change at the next request', async () => {
    const first = drawnRoot((await app.inject(`/g/${LINK_ID}`)).body);
    expect(drawnRoot((await app.inject(`/g/${LINK_ID}`)).body)).toBe(first);
    clock.skipElapsed(1000);
    const later = drawnRoot((await app.inject(`/g/${LINK_ID}`)).body);
    expect(later).not.toBe(first);

    await database.db.transaction().execute(async (trx) => {
      await trx.updateTable('groups').set({ creator_name: 'Rita M. Melo' }).where('link_id', '=', LINK_ID).execute();
      await announceGroupChange(app.ctx, trx, LINK_ID);
    });
    expect(drawnRoot((await app.inject(`/g/${LINK_ID}`)).body)).toMatch(/^<p>Rita M\. Melo 0 drawing/);
  });

  it('draws any other page once a second at most for all who ask, per address', async () => {
    const first = drawnRoot((await app.inject('/')).body);
    expect(first).toMatch(/^<p>landing drawing \d+<\/p>$/);
    expect(drawnRoot((await app.inject('/')).body)).toBe(first);
    expect(drawnRoot((await app.inject({ url: '/', headers: { host: 'outro.exemplo.com.br' } })).body)).not.toBe(first);
    clock.skipElapsed(1000);
    expect(drawnRoot((await app.inject('/')).body)).not.toBe(first);
  });

  it('keeps one drawing per page address: a parameter the page does not read neither draws anew nor shows up', async () => {
    clock.skipElapsed(1000);
    const first = drawnRoot((await app.inject(`/g/${LINK_ID}?r=1`)).body);
    for (const query of ['?r=2', '?utm_source=zap&r=3', '']) expect(drawnRoot((await app.inject(`/g/${LINK_ID}${query}`)).body)).toBe(first);
    // The page the drawing was made for is the plain address: the random parameter went nowhere.
    expect((await app.inject(`/g/${LINK_ID}?r=${'x'.repeat(20)}`)).body).not.toContain('xxxxxxxxxxxxxxxxxxxx');
  });

  it('never draws a page that does not exist: an unknown group gets the plain app with 404', async () => {
    const res = await app.inject('/g/NoSuChGrOuPlInKiDaBcDe');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('juntai-state');
  });

  it('a drawing that fails still sends the page, for the browser to draw', async () => {
    const res = await app.inject('/marketplace');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('juntai-state');
  });

  it("compresses a drawn page's HTML like any answer, whichever route the page has", async () => {
    for (const path of ['/termos', `/g/${LINK_ID}`]) {
      const res = await app.inject({ url: path, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
    }
    const res = await app.inject({ url: '/termos', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('Termos de uso. Termos de uso.');
  });

  it('a page the web app does not draw on the server is sent as the plain app', async () => {
    const res = await app.inject('/admin');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});
