import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_TIME_HEADER } from '@juntai/contract';
import { buildApp } from '../app.ts';
import { ManualClock } from '../testing/manual-clock.ts';
import { loadEnv } from '../env.ts';
import { createTestGroup, join, readyToCache } from '../testing/group-helpers.ts';
import { createTestDatabase, testEngine } from '../testing/test-database.ts';
import type { TestApp } from '../testing/test-app.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request over a real socket, the body as it travelled (no decompression). */
function rawRequest(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * What a client can tell apart: every header but those of the moment and of the connection, and the
 * request id (each answer's own; its shape is the same).
 */
function answerHeaders(headers: RawAnswer['headers']) {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, 'x-request-id': requestId, ...rest } = headers;
  return { ...rest, 'x-request-id': typeof requestId === 'string' && /^[0-9a-f-]{36}$/.test(requestId) ? 'a UUID' : requestId };
}

/** The app listening on a real port, as main.ts runs it. */
async function listeningApp(env: Record<string, string> = {}, logStream?: Writable) {
  const database = await createTestDatabase();
  const clock = new ManualClock();
  const appEnv = loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
  const app = await buildApp({ database, env: appEnv, clock, logStream });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  const t: TestApp = { app, database, clock, env: appEnv };
  return { t, base };
}

describe(`the group read and the health check over a socket on ${testEngine}`, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('with LOG_LEVEL=silent', async () => {
    const { t, base } = await listeningApp();

    it('answers a cached group byte for byte as it did when loading it, plain and gzipped, with the server\'s time in a header', async () => {
      for (const headers of [{}, { 'accept-encoding': 'gzip, deflate, br' }] as Array<Record<string, string>>) {
        vi.restoreAllMocks();
        const { linkId } = await createTestGroup(t, { quotas: 3 });
        await readyToCache(t);
        const loading = await rawRequest(`${base}/api/groups/${linkId}`, { headers }); // loads and caches it
        const cached = await rawRequest(`${base}/api/groups/${linkId}`, { headers });
        expect(cached.status).toBe(200);
        expect(answerHeaders(cached.headers)).toEqual(answerHeaders(loading.headers));
        // The app's clock stands still in tests, so even the server's time is the same.
        expect(cached.headers[SERVER_TIME_HEADER]).toBe(t.clock.now().toISOString());
        expect(cached.body.equals(loading.body)).toBe(true);
      }
      const { linkId } = await createTestGroup(t, { quotas: 3 });
      const gzipped = await rawRequest(`${base}/api/groups/${linkId}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      const group = JSON.parse(gunzipSync(gzipped.body).toString());
      expect(group).toMatchObject({ link_id: linkId, paid_count: 0 });
      // One serialised answer serves every reader: the clock's reading is not in it.
      expect(group.server_time).toBeUndefined();
    });

    it('answers the health check over a socket as Fastify does in process', async () => {
      const bySocket = await rawRequest(`${base}/api/health`);
      const byInject = await t.app.inject('/api/health');
      expect(bySocket.status).toBe(200);
      expect(bySocket.body.toString()).toBe(byInject.body);
      expect(answerHeaders(bySocket.headers)).toEqual(answerHeaders(byInject.headers as RawAnswer['headers']));
    });

    it('shows a join at once: the group changed by this instance is read from the database', async () => {
      const { linkId } = await createTestGroup(t, { quotas: 3 });
      await readyToCache(t);
      await rawRequest(`${base}/api/groups/${linkId}`);
      expect(JSON.parse((await rawRequest(`${base}/api/groups/${linkId}`)).body.toString()).paid_count).toBe(0);
      vi.restoreAllMocks();
      expect((await join(t, linkId, 'Convidado 1')).statusCode).toBe(201);
      expect(JSON.parse((await rawRequest(`${base}/api/groups/${linkId}`)).body.toString()).paid_count).toBe(1);
    });

    it('answers a HEAD, a query string, a body, unknown and malformed links and other paths as before', async () => {
      const { linkId } = await createTestGroup(t, { quotas: 3 });
      await readyToCache(t);
      await rawRequest(`${base}/api/groups/${linkId}`); // cached from here on
      const cases: Array<{ what: string; path: string; method?: string; headers?: Record<string, string>; body?: string; status: number }> = [
        { what: 'a HEAD', path: `/api/groups/${linkId}`, method: 'HEAD', status: 200 },
        { what: 'a query string', path: `/api/groups/${linkId}?origem=whatsapp`, status: 200 },
        { what: 'a body', path: `/api/groups/${linkId}`, headers: { 'content-type': 'application/json', 'content-length': '7' }, body: '{"x":1}', status: 200 },
        { what: 'a group nobody has', path: '/api/groups/AAAAAAAAAAAAAAAAAAAAAA', status: 404 },
        { what: 'a malformed link', path: '/api/groups/abc', status: 400 },
        { what: 'a deeper path', path: `/api/groups/${linkId}/payments`, status: 404 },
        { what: 'a health check with a slash', path: '/api/health/', status: 404 },
      ];
      for (const c of cases) {
        const answer = await rawRequest(`${base}${c.path}`, { method: c.method, headers: c.headers, body: c.body });
        expect(answer.status, c.what).toBe(c.status);
      }
      // A client that takes brotli but not gzip gets the plain answer compressed in brotli.
      vi.restoreAllMocks();
      const { linkId: bigger } = await createTestGroup(t, { quotas: 10 });
      await readyToCache(t);
      const plain = await rawRequest(`${base}/api/groups/${bigger}`);
      expect(plain.body.length).toBeGreaterThan(1024); // above the size the plugin compresses
      expect(plain.headers['content-encoding']).toBeUndefined();
      const brotli = await rawRequest(`${base}/api/groups/${bigger}`, { headers: { 'accept-encoding': 'br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(brotli.body).toString())).toEqual(JSON.parse(plain.body.toString()));
      const notFound = await rawRequest(`${base}/api/groups/AAAAAAAAAAAAAAAAAAAAAA`);
      expect(JSON.parse(notFound.body.toString())).toMatchObject({ success: false, detail: expect.stringMatching(/grupo/i) });
    });

    it('answers the health check with an error when the database does not answer', async () => {
      const working = t.app.healthCheck;
      const failing = vi.fn(() => Promise.reject(new Error('connection refused')));
      t.app.healthCheck = failing;
      try {
        const answer = await rawRequest(`${base}/api/health`);
        const byInject = await t.app.inject('/api/health');
        expect(failing).toHaveBeenCalledTimes(2);
        expect(answer.status).toBe(byInject.statusCode);
        expect(answer.status).toBeGreaterThanOrEqual(500);
        expect(answer.body.toString()).toBe(byInject.body);
      } finally {
        t.app.healthCheck = working;
      }
    });
  });

  describe.each(['info', 'debug'])('with LOG_LEVEL=%s', async (level) => {
    const lines: Array<{ msg?: string; req?: { method?: string; url?: string }; res?: { statusCode?: number }; responseTime?: number }> = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as (typeof lines)[number]));
        done();
      },
    });
    const { t, base } = await listeningApp({ LOG_LEVEL: level }, logStream);
    it('serves the reads the same way whatever the level, and logs requests only at debug', async () => {
      const { linkId } = await createTestGroup(t, { quotas: 3 });
      await readyToCache(t);
      expect((await rawRequest(`${base}/api/groups/${linkId}`)).status).toBe(200); // fills the cache
      lines.length = 0;
      for (let i = 0; i < 3; i++) expect((await rawRequest(`${base}/api/groups/${linkId}`)).status).toBe(200);
      expect((await rawRequest(`${base}/api/health`)).status).toBe(200);
      expect((await rawRequest(`${base}/api/products/999999`)).status).toBe(404);
      const requestLines = lines.filter((line) => line.msg === 'request completed');
      if (level === 'info') {
        expect(requestLines).toEqual([]);
        return;
      }
      // One line per request: method, address, status and time of each.
      expect(requestLines.map((line) => [line.req?.method, line.req?.url, line.res?.statusCode])).toEqual([
        ...Array.from({ length: 3 }, () => ['GET', `/api/groups/${linkId}`, 200]),
        ['GET', '/api/health', 200],
        ['GET', '/api/products/999999', 404],
      ]);
      for (const line of requestLines) expect(line.responseTime).toBeGreaterThanOrEqual(0);
    });
  });
});
