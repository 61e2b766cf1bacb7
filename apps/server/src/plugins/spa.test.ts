import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { cutAppHtml, renderIndexHtml } from './spa.ts';

const SCRIPT = `export const quotas = [${Array.from({ length: 500 }, (_, i) => i).join(', ')}];`;
const INDEX = '<!doctype html><html lang="pt-BR"><head><meta name="description" content="padrão"><title>Juntaí</title></head><body><div id="root"></div></body></html>';

describe('serving the web app', () => {
  let dist: string;
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'juntai-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("oi")');
    // As the build leaves them (apps/web/vite.config.ts): the raw file and its two precompressed variants.
    writeFileSync(join(dist, 'assets', 'main-def456.js'), SCRIPT);
    writeFileSync(join(dist, 'assets', 'main-def456.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(dist, 'assets', 'main-def456.js.gz'), gzipSync(SCRIPT));
    database = await createTestDatabase();
    app = await buildApp({ database, env: loadEnv({ LOG_LEVEL: 'silent', WEB_DIST_DIR: dist }), serveWeb: true });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/dashboard', '/marketplace', '/admin/products', '/super-admin', '/produtos/3', '/g/AbCdEfGhIjKlMnOpQrStUv/comprovante/7'])(
    'answers the app for the page %s (history fallback)', async (path) => {
      const res = await app.inject(path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    },
  );

  it.each(['/rota/que/nao/existe', '/admin/nada', '/marketplace/x/y', '/g'])(
    'answers the app (its own "not found") with status 404 for %s, which is no page of the app', async (path) => {
      const res = await app.inject(path);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('serves fingerprinted assets with a long cache', async () => {
    const res = await app.inject('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/immutable/);
  });

  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
  ])('serves the precompressed %s variant of an asset the browser accepts', async (encoding, accept) => {
    const res = await app.inject({ url: '/assets/main-def456.js', headers: { 'accept-encoding': accept } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload).toEqual(encoding === 'br' ? brotliCompressSync(SCRIPT) : gzipSync(SCRIPT));
  });

  it('serves the raw asset to a client without compression, still varying on Accept-Encoding', async () => {
    const res = await app.inject('/assets/main-def456.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(SCRIPT);
  });

  it.each(['/', '/index.html', '/g/abc123', '/marketplace'])('never lets a cache keep the HTML of %s without asking (a deploy is never stale)', async (path) => {
    const res = await app.inject(path);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps API 404s as JSON, not the app', async () => {
    const res = await app.inject('/api/nada');
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toMatch(/Rota não encontrada/);
  });

  it('sends a content security policy that allows only the app origin', async () => {
    const res = await app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
  });
});

describe('renderIndexHtml', () => {
  it('writes escaped title and social tags for link previews', () => {
    const head = { title: 'Ana <b>"te convidou"</b>', description: 'Cada um paga R$ 10,00', image: 'http://x/img.svg', type: 'website' } as const;
    const html = renderIndexHtml(cutAppHtml(INDEX), '', { html: '<h1>Ana</h1>', state: '{}', head });
    expect(html).toContain('<title>Ana &lt;b&gt;&quot;te convidou&quot;&lt;/b&gt;</title>');
    expect(html).toContain('<meta property="og:image" content="http://x/img.svg" />');
    expect(html).toContain('<meta property="og:description" content="Cada um paga R$ 10,00" />');
    expect(html).not.toContain('content="padrão"');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('<b>');
  });

  it("asks for a drawn page's scripts after its stylesheet and pictures, and a page the browser draws as they were", () => {
    const preload = '<link rel="modulepreload" crossorigin href="/assets/group-1.js">';
    const template = cutAppHtml(INDEX.replace('</head>', `<script type="module" crossorigin src="/assets/index-1.js"></script>${preload}</head>`));
    const drawn = renderIndexHtml(template, '', { html: '<h1>Ana te convidou</h1>', state: '{}' });
    expect(drawn).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    expect(drawn).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/group-1.js">');
    expect(drawn).toContain('<div id="root"><h1>Ana te convidou</h1></div>');
    const plain = renderIndexHtml(template, preload);
    expect(plain).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(plain).toContain(preload);
    expect(plain).not.toContain('fetchpriority');
  });
});
