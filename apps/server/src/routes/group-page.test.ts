import { executionAsyncId } from 'node:async_hooks';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { withDemoNotice } from '../plugins/demo-notice.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Cents, groupTotal } from '@juntai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ManualClock } from '../testing/manual-clock.ts';
import { loadEnv } from '../env.ts';
import { writeGlobalSetting } from '../db/repositories/global-settings.ts';
import { announceGroupChange } from '../services/group-events.ts';
import { DRAWING_REUSE_MS } from '../plugins/spa.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../testing/test-database.ts';
import { webServerBuildFromSource } from '../testing/web-server-build.ts';

const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <title>Juntaí</title>
    <meta name="description" content="Compre em grupo com seus amigos" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const LINK_ID = 'AbCdEfGhIjKlMnOpQrStUv';

/** The page's JSON-LD, read back as a crawler would. */
function structuredData(html: string) {
  const json = /<script type="application\/ld\+json" id="juntai-structured-data">([^<]*)<\/script>/.exec(html)?.[1];
  if (json === undefined) throw new Error('no structured data in the page');
  return JSON.parse(json) as Record<string, unknown>;
}
const EVIL_LINK_ID = 'ZyXwVuTsRqPoNmLkJiHgFe';

describe(`group page link preview on ${testEngine}`, () => {
  let database: TestDatabase;
  let dist: string;
  const apps: FastifyInstance[] = [];

  async function webApp(env: Record<string, string> = {}, clock = new ManualClock()): Promise<FastifyInstance> {
    const app = await buildApp({
      database,
      env: loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', WEB_DIST_DIR: dist, ...env }),
      clock,
      serveWeb: true,
      webServerBuild: await webServerBuildFromSource(),
    });
    await app.ready();
    apps.push(app);
    return app;
  }

  async function insertGroup(linkId: string, fields: { creator: string; product: string; image: string; priceCents: number; quotas: number }) {
    const product = await database.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    await database.db.insertInto('groups').values({
      link_id: linkId,
      store_id: 'default',
      product_id: product.id,
      product_name: fields.product,
      product_image: fields.image,
      product_price_cents: fields.priceCents,
      total_cents: groupTotal(fields.priceCents as Cents),
      number_of_quotas: fields.quotas,
      creator_name: fields.creator,
      creator_email: 'organizadora.secreta@exemplo.com.br',
      creator_whatsapp: '11987654321',
      organizer_token_hash: 'x'.repeat(64),
      expires_at: new Date('2026-11-24T12:00:00-03:00'),
      created_at: new Date('2026-11-22T12:00:00-03:00'),
    }).execute();
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    dist = mkdtempSync(join(tmpdir(), 'juntai-web-'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    // R$ 1.000,00 + 5 % = R$ 1.050,00 in 4 quotas: R$ 262,50 each.
    await insertGroup(LINK_ID, { creator: 'Ana Souza', product: 'Cafeteira Expresso', image: '/images/products/cafeteira.webp', priceCents: 100_000, quotas: 4 });
    // R$ 952,39 + 47,62 = R$ 1.000,01 in 3 quotas: 333,34 + 333,34 + 333,33 → the largest is shown.
    await insertGroup(EVIL_LINK_ID, {
      creator: 'Zé "Hacker" <b>',
      product: 'Caneca "Top" <script>alert(1)</script> & cia',
      image: 'https://cdn.exemplo.com/caneca.png?a=1&b="2"',
      priceCents: 95_239,
      quotas: 3,
    });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('writes the group title, description, image and address into the HTML', async () => {
    const app = await webApp({ PUBLIC_BASE_URL: 'https://juntai.com.br' });
    const res = await app.inject(`/g/${LINK_ID}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('<title>Ana Souza te convidou para presentear! — Cafeteira Expresso</title>');
    expect(html).toContain('<meta property="og:title" content="Ana Souza te convidou para presentear! — Cafeteira Expresso" />');
    expect(html).toContain('<meta property="og:description" content="Cada um paga R$\u00a0262,50 em 4 cotas. Junte-se pelo Juntaí." />');
    expect(html).toContain('<meta name="description" content="Cada um paga R$\u00a0262,50 em 4 cotas. Junte-se pelo Juntaí." />');
    expect(html).toContain('<meta property="og:image" content="https://juntai.com.br/images/products/cafeteira.webp" />');
    expect(html).toContain(`<meta property="og:url" content="https://juntai.com.br/g/${LINK_ID}" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain('<meta name="twitter:title" content="Ana Souza te convidou para presentear! — Cafeteira Expresso" />');
    // The structured data a search engine reads: the product, its price and whether the group still takes payments.
    expect(structuredData(html)).toEqual({
      '@context': 'https://schema.org', '@type': 'Product', name: 'Cafeteira Expresso',
      image: 'https://juntai.com.br/images/products/cafeteira.webp', description: 'Cada um paga R$\u00a0262,50 em 4 cotas. Junte-se pelo Juntaí.',
      offers: { '@type': 'Offer', price: '1000.00', priceCurrency: 'BRL', availability: 'https://schema.org/InStock', url: `https://juntai.com.br/g/${LINK_ID}` },
    });
    expect(html).not.toContain('Compre em grupo com seus amigos'); // the default description is replaced
    // The page itself comes drawn, from the same group view as its head (the web app's route table).
    expect(html).toMatch(/<div id="root">.*<h1[^>]*>Ana Souza(<!-- -->)? te convidou para presentear!<\/h1>.*<\/div>/s);
    expect(html).not.toMatch(/organizadora\.secreta|@exemplo|11987654321|98765-4321/);
  });

  it('leaves the rest of the server without async hooks once its drawings are done', async () => {
    const app = await webApp();
    // Node numbers a promise continuation's context only while some async hook tracks promises, which an
    // AsyncLocalStorage's run turns on for the whole process: every API answer would then pay for it.
    const tracking = async () => {
      await null;
      return executionAsyncId() !== 0;
    };
    expect(await tracking()).toBe(false);
    const drawings = await Promise.all([app.inject(`/g/${LINK_ID}`), app.inject(`/g/${EVIL_LINK_ID}`)]);
    expect(drawings.map((res) => res.body.includes('te convidou para presentear!'))).toEqual([true, true]);
    expect(await tracking()).toBe(false);
  });

  it('without PUBLIC_BASE_URL builds absolute URLs from the request (proxy headers included)', async () => {
    const app = await webApp();
    const direct = await app.inject({ url: `/g/${LINK_ID}`, headers: { host: 'localhost:3000' } });
    expect(direct.body).toContain('<meta property="og:image" content="http://localhost:3000/images/products/cafeteira.webp" />');
    const proxied = await app.inject({
      url: `/g/${LINK_ID}`,
      headers: { host: 'internal:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'juntai.app' },
    });
    expect(proxied.body).toContain('<meta property="og:image" content="https://juntai.app/images/products/cafeteira.webp" />');
    expect(proxied.body).toContain(`<meta property="og:url" content="https://juntai.app/g/${LINK_ID}" />`);
  });

  it('escapes every value taken from the group', async () => {
    const app = await webApp({ PUBLIC_BASE_URL: 'https://juntai.com.br' });
    const res = await app.inject(`/g/${EVIL_LINK_ID}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<title>Zé &quot;Hacker&quot; &lt;b&gt; te convidou para presentear! — Caneca &quot;Top&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; cia</title>');
    expect(html).toContain('content="Cada um paga R$\u00a0333,34 em 3 cotas. Junte-se pelo Juntaí."');
    // An absolute image URL is kept as it is (escaped).
    expect(html).toContain('<meta property="og:image" content="https://cdn.exemplo.com/caneca.png?a=1&amp;b=%222%22" />');
    // The structured data carries the names as they are, and no value closes its script element.
    expect(html.match(/<\/script>/g)).toHaveLength(3); // the app's own script, the structured data's and the drawing's data
    expect(structuredData(html).name).toBe('Caneca "Top" <script>alert(1)</script> & cia');
    // Every attribute still closes where it should: no value broke out of its quotes.
    for (const tag of html.match(/<meta [^>]*>/g) ?? []) expect(tag).toMatch(/^<meta (property|name|charset)="[^"]*"( content="[^"]*")? ?\/?>$/);
  });

  it.each(['Ana $` Z', 'Ana $& Z', "Ana $' Z", 'Ana $$ $1 $<x> Z'])('writes a name with replacement patterns (%s) as it is, once', async (creator) => {
    const linkId = `DoLlAr${Buffer.from(creator).toString('hex').slice(0, 16)}`;
    await insertGroup(linkId, { creator, product: 'Panela', image: '/images/products/panela.webp', priceCents: 10_000, quotas: 2 });
    const app = await webApp({ PUBLIC_BASE_URL: 'https://juntai.com.br' });
    const html = (await app.inject(`/g/${linkId}`)).body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    expect(html.match(/<head>/g)).toHaveLength(1);
    const escaped = creator.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(html).toContain(`<title>${escaped} te convidou para presentear! — Panela</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escaped} te convidou para presentear! — Panela" />`);
  });

  it.each([
    ['an unknown link', '/g/NaoExisteNaoExiste1234'],
    ['a malformed link', '/g/abc'],
    ['a link with markup', `/g/${encodeURIComponent('<script>x</script>')}`],
  ])('answers %s with the plain app and 404 (the SPA shows "Grupo não encontrado")', async (_what, url) => {
    const app = await webApp();
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(withDemoNotice(INDEX_HTML)); // a demo installation, as tests build it
  });

  it('a deleted group stops being previewed at once, though its page was just served', async () => {
    const linkId = 'DeLeTeDgRoUpLiNkIdAbCd';
    await insertGroup(linkId, { creator: 'Bia', product: 'Panela', image: '/images/products/panela.webp', priceCents: 10_000, quotas: 2 });
    const app = await webApp();
    expect((await app.inject(`/g/${linkId}`)).body).toContain('Bia te convidou');
    expect((await app.inject(`/g/${linkId}`)).statusCode).toBe(200); // served again, now from memory
    // As services/groups/delete-group.ts does: the change is announced in the deleting transaction.
    await database.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('groups').where('link_id', '=', linkId).execute();
      await announceGroupChange(app.ctx, trx, linkId);
    });
    const res = await app.inject(`/g/${linkId}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(withDemoNotice(INDEX_HTML)); // a demo installation, as tests build it
  });

  it("speaks in the operator's platform name, picked up with the page's next drawing", async () => {
    const clock = new ManualClock();
    const app = await webApp({}, clock);
    expect((await app.inject(`/g/${LINK_ID}`)).body).toContain('Junte-se pelo Juntaí.');
    await writeGlobalSetting(database.db, 'platform_name', 'Compra Coletiva', clock.now());
    try {
      // An unchanged group's drawing is sent again for a second at most (page-drawing.test.ts), then drawn anew.
      clock.skipElapsed(DRAWING_REUSE_MS);
      const html = (await app.inject(`/g/${LINK_ID}`)).body;
      expect(html).toContain('<meta property="og:description" content="Cada um paga R$\u00a0262,50 em 4 cotas. Junte-se pelo Compra Coletiva." />');
      expect(html).not.toContain('Juntaí.');
    } finally {
      await database.db.deleteFrom('global_settings').where('key', '=', 'platform_name').execute();
    }
  });

  it('is not part of the API-only app', async () => {
    const app = await buildApp({ database, env: loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }) });
    apps.push(app);
    const res = await app.inject(`/g/${LINK_ID}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toMatch(/Rota não encontrada/);
  });
});
