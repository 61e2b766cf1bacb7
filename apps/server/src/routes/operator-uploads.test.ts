import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asMerchant, operatorHeaders, signUpMerchant } from '../testing/merchant-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#059669' } }).png().toBuffer();

async function signedIn(t: TestApp): Promise<Record<string, string>> {
  return await operatorHeaders(t, 'op-imagens@example.com', 'op-imagens-1');
}

describe(`product images: upload and download once, on ${testEngine}`, () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let imageServer: Server;
  let imageBase: string;

  beforeAll(async () => {
    t = await createTestApp();
    headers = await signedIn(t);
    // A local image host standing in for a supplier's site.
    const picture = await png(2400, 1200);
    imageServer = createServer((req, res) => {
      if (req.url === '/foto.png') res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
      else if (req.url === '/pagina.html') res.writeHead(200, { 'content-type': 'text/html' }).end('<p>oi</p>');
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => imageServer.listen(0, '127.0.0.1', resolve));
    imageBase = `http://127.0.0.1:${(imageServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => imageServer.close(() => resolve())));

  it('stores an uploaded picture re-encoded as WebP within 1200 px, served with long cache headers', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/super-admin/uploads', headers: { ...headers, 'content-type': 'image/png' }, payload: await png(3000, 1500) });
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const served = await t.app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 600]);
    // The stored URL is accepted by the product form.
    const product = await t.app.inject({
      method: 'POST', url: '/api/super-admin/products', headers,
      payload: { name: 'Com foto enviada', description: 'd', price: 10, image: url, category: 'Casa e Cozinha' },
    });
    expect(product.json().product.image).toBe(url);
  });

  it('refuses what is not a JPEG, PNG or WebP, and anything over 5 MB', async () => {
    const fake = await t.app.inject({ method: 'POST', url: '/api/super-admin/uploads', headers: { ...headers, 'content-type': 'image/png' }, payload: Buffer.from('<svg>não sou png</svg>') });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().detail).toBe('Imagem inválida: envie um arquivo JPEG, PNG ou WebP');
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
    expect((await t.app.inject({ method: 'POST', url: '/api/super-admin/uploads', headers: { ...headers, 'content-type': 'image/png' }, payload: gif })).statusCode).toBe(400);
    const huge = await t.app.inject({ method: 'POST', url: '/api/super-admin/uploads', headers: { ...headers, 'content-type': 'image/jpeg' }, payload: Buffer.alloc(5 * 1024 * 1024 + 1) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().detail).toMatch(/grande|limite/i);
    const text = await t.app.inject({ method: 'POST', url: '/api/super-admin/uploads', headers: { ...headers, 'content-type': 'text/plain' }, payload: 'oi' });
    expect([400, 415]).toContain(text.statusCode);
    expect(text.json().detail).toMatch(/[a-zà-ú]/i);
    expect((await t.app.inject({ url: '/uploads/../../etc/passwd' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/uploads/0123456789abcdef0123456789abcdef.webp' })).statusCode).toBe(404);
  });

  it('downloads an image URL once into the same store; refuses pages and missing files', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/super-admin/uploads/from-url', headers, payload: { url: `${imageBase}/foto.png` } });
    expect(res.statusCode, res.body).toBe(201);
    const served = await t.app.inject(res.json().url);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1200);
    expect((await t.app.inject({ method: 'POST', url: '/api/super-admin/uploads/from-url', headers, payload: { url: `${imageBase}/pagina.html` } })).json().detail)
      .toBe('O endereço não é de uma imagem');
    expect((await t.app.inject({ method: 'POST', url: '/api/super-admin/uploads/from-url', headers, payload: { url: `${imageBase}/nada.png` } })).json().detail)
      .toBe('Não foi possível baixar a imagem desse endereço');
    expect((await t.app.inject({ method: 'POST', url: '/api/super-admin/uploads/from-url', headers, payload: { url: 'ftp://exemplo.com/x.png' } })).json().detail)
      .toBe('Endereço da imagem inválido: use https://');
  });

  it('only operators may send images', async () => {
    const merchant = await signUpMerchant(t);
    for (const url of ['/api/super-admin/uploads', '/api/super-admin/uploads/from-url']) {
      expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url, headers: asMerchant(merchant) })).statusCode).toBe(403);
    }
  });
});

describe.each(['production', 'development'])(`with NODE_ENV=%s, as installed, image URLs must point to the public internet (${testEngine})`, (nodeEnv) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: nodeEnv, ALLOW_PRIVATE_OUTBOUND: '' } });
    headers = await signedIn(t);
  });

  it('refuses loopback and private addresses, by name or by number, and plain http', async () => {
    for (const url of ['https://127.0.0.1/x.png', 'https://localhost/x.png', 'https://10.0.0.5/x.png', 'https://[::1]/x.png']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/super-admin/uploads/from-url', headers, payload: { url } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().detail, url).toBe('Este endereço não pode ser usado: aponta para uma rede interna');
    }
    const http = await t.app.inject({ method: 'POST', url: '/api/super-admin/uploads/from-url', headers, payload: { url: 'http://exemplo.com.br/x.png' } });
    expect(http.json().detail).toBe('Endereço da imagem inválido: use https://');
  });
});
