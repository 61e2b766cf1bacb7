import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestGroup, join } from '../testing/group-helpers.ts';
import { streamHeaders } from '../testing/stream-headers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { SERVER_TIME_HEADER } from '@juntai/contract';
import { acceptsGzip, registerCompression } from './compression.ts';

const big = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Cota número ${i}` })) };

async function tinyApp() {
  const app = Fastify();
  await registerCompression(app);
  app.get('/big', async () => big);
  app.get('/small', async () => ({ ok: true }));
  app.get('/text-stream', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.end(`data: ${'x'.repeat(4096)}\n\n`);
  });
  app.get('/already', async (_request, reply) => reply.header('content-encoding', 'gzip').type('application/json').send(gzipSync(JSON.stringify(big))));
  app.get('/negotiated', async () => big);
  await app.ready();
  return app;
}

describe('the encoding a client gets', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    // "No preference": the plugin answers gzip, the encoding every client takes.
    ['*', 'gzip'],
    ['*;q=0', undefined],
    ['deflate', undefined],
  ])('%s → %s', async (header, expected) => {
    const app = await tinyApp();
    const res = await app.inject({ url: '/negotiated', headers: header === undefined ? {} : { 'accept-encoding': header } });
    expect(res.headers['content-encoding']).toBe(expected);
    await app.close();
  });
});

describe('acceptsGzip', () => {
  it.each([
    [undefined, false], ['identity', false], ['br', false], ['gzip;q=0, br', false], ['*;q=0', false],
    ['gzip', true], ['gzip, deflate, br', true], ['br, gzip;q=0.1', true], ['*', true],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('compressing answers on the fly', () => {
  let app: Awaited<ReturnType<typeof tinyApp>>;
  beforeAll(async () => {
    app = await tinyApp();
    return () => app.close();
  });

  it('sends JSON above 1 KB in brotli or gzip, as the client accepts, varying on Accept-Encoding', async () => {
    const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);

    const gz = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(big);
  });

  it('sends JSON plainly to a client that accepts no compression', async () => {
    const res = await app.inject('/big');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual(big);
  });

  it('leaves small answers, event streams and already encoded answers alone', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const small = await app.inject({ url: '/small', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const stream = await app.inject({ url: '/text-stream', headers });
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.body).toMatch(/^data: x+/);
    const already = await app.inject({ url: '/already', headers });
    expect(already.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(already.rawPayload).toString())).toEqual(big);
  });
});

describe('compression in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('compresses a large API answer (the OpenAPI document)', async () => {
    const res = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it('gzips the group read for a phone: the same answer as plain, with its own server time, fresh after a payment', async () => {
    const group = await createTestGroup(t, { quotas: 4 });
    const phone = { 'accept-encoding': 'gzip, deflate, br' };
    const read = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ url: `/api/groups/${group.linkId}`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      return res;
    };
    const plain = await read({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    t.clock.advance(1_234);
    const zipped = await read(phone);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
    const unzipped = JSON.parse(gunzipSync(zipped.rawPayload).toString());
    expect(zipped.headers[SERVER_TIME_HEADER]).toBe(t.clock.now().toISOString());
    expect(unzipped).toEqual(plain.json());
    // Compressed once per change as a whole, it is as small as gzipping the answer.
    expect(zipped.rawPayload.length).toBeLessThan(gzipSync(plain.rawPayload).length * 1.25);

    expect((await join(t, group.linkId, 'Ana Souza')).statusCode).toBe(201);
    const after = JSON.parse(gunzipSync((await read(phone)).rawPayload).toString());
    expect(after.paid_count).toBe(1);
    // A client that refuses gzip gets it plain, even when it takes brotli.
    expect((await read({ 'accept-encoding': 'br, gzip;q=0' })).json().paid_count).toBe(1);
  });

  it('never compresses the live group stream (text/event-stream)', async () => {
    const group = await createTestGroup(t, { quotas: 3 });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = await streamHeaders(`${base}/api/groups/${group.linkId}/events`, { 'accept-encoding': 'br, gzip' });
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
  });
});
