import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
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

/**
 * The app listening on a real port, as main.ts runs it, with a note of every request that reached
 * Fastify (its onRequest hooks): a request missing from that list was answered by the lane.
 */
async function listeningApp(env: Record<string, string> = {}, logStream?: Writable) {
  const database = await createTestDatabase();
  const clock = new ManualClock();
  const appEnv = loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
  const app = await buildApp({ database, env: appEnv, clock, logStream });
  const reachedFastify: string[] = [];
  app.addHook('onRequest', (request, _reply, done) => {
    reachedFastify.push(`${request.method} ${request.url}`);
    done();
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  const t: TestApp = { app, database, clock, env: appEnv };
  return { t, base, reachedFastify };
}

describe(`the hot-read lane on ${testEngine} (ADR 0021)`, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('with LOG_LEVEL=silent', async () => {
    const { t, base, reachedFastify } = await listeningApp();

    it('answers a cached group itself, byte for byte as Fastify did, plain and gzipped', async () => {
      for (const headers of [{}, { 'accept-encoding': 'gzip, deflate, br' }] as Array<Record<string, string>>) {
        vi.restoreAllMocks();
        const { linkId } = await createTestGroup(t, { quotas: 3 });
        await readyToCache(t);
        reachedFastify.length = 0;
        const byFastify = await rawRequest(`${base}/api/groups/${linkId}`, { headers }); // loads and caches it
        const byLane = await rawRequest(`${base}/api/groups/${linkId}`, { headers });
        expect(reachedFastify).toEqual([`GET /api/groups/${linkId}`]);
        expect(byLane.status).toBe(200);
        expect(answerHeaders(byLane.headers)).toEqual(answerHeaders(byFastify.headers));
        // The app's clock stands still in tests, so even server_time is the same.
        expect(byLane.body.equals(byFastify.body)).toBe(true);
      }
      const { linkId } = await createTestGroup(t, { quotas: 3 });
      const gzipped = await rawRequest(`${base}/api/groups/${linkId}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzipped.body).toString())).toMatchObject({ link_id: linkId, paid_count: 0 });
    });

    it('answers the health check itself, as Fastify would', async () => {
      reachedFastify.length = 0;
      const byLane = await rawRequest(`${base}/api/health`);
      expect(reachedFastify).toEqual([]);
      const byFastify = await t.app.inject('/api/health'); // straight into Fastify, past the server
      expect(byLane.status).toBe(200);
      expect(byLane.body.toString()).toBe(byFastify.body);
      expect(answerHeaders(byLane.headers)).toEqual(answerHeaders(byFastify.headers as RawAnswer['headers']));
    });

    it('shows a join at once: the group changed by this instance is read from the database', async () => {
      const { linkId } = await createTestGroup(t, { quotas: 3 });
      await readyToCache(t);
      await rawRequest(`${base}/api/groups/${linkId}`);
      expect(JSON.parse((await rawRequest(`${base}/api/groups/${linkId}`)).body.toString()).paid_count).toBe(0);
      vi.restoreAllMocks();
      expect((await join(t, linkId, 'Convidado 1')).statusCode).toBe(201);
      reachedFastify.length = 0;
      expect(JSON.parse((await rawRequest(`${base}/api/groups/${linkId}`)).body.toString()).paid_count).toBe(1);
      expect(reachedFastify).toEqual([`GET /api/groups/${linkId}`]);
    });

    it('leaves to Fastify every request it is not sure of, answered as before', async () => {
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
        reachedFastify.length = 0;
        const answer = await rawRequest(`${base}${c.path}`, { method: c.method, headers: c.headers, body: c.body });
        expect(answer.status, c.what).toBe(c.status);
        expect(reachedFastify, c.what).toEqual([`${c.method ?? 'GET'} ${c.path}`]);
      }
      // A client that takes brotli but not gzip: Fastify's compression hook answers it in brotli.
      vi.restoreAllMocks();
      const { linkId: bigger } = await createTestGroup(t, { quotas: 10 });
      await readyToCache(t);
      const plain = await rawRequest(`${base}/api/groups/${bigger}`);
      expect(plain.body.length).toBeGreaterThan(1024); // above the size the hook compresses
      reachedFastify.length = 0;
      expect((await rawRequest(`${base}/api/groups/${bigger}`)).status).toBe(200);
      expect(reachedFastify).toEqual([]); // cached: the lane answers a client that takes no encoding
      reachedFastify.length = 0;
      const brotli = await rawRequest(`${base}/api/groups/${bigger}`, { headers: { 'accept-encoding': 'br' } });
      expect(reachedFastify).toEqual([`GET /api/groups/${bigger}`]);
      expect(brotli.headers['content-encoding']).toBe('br');
      const notFound = await rawRequest(`${base}/api/groups/AAAAAAAAAAAAAAAAAAAAAA`);
      expect(JSON.parse(notFound.body.toString())).toMatchObject({ success: false, detail: expect.stringMatching(/grupo/i) });
    });

    it('hands the health check to Fastify when the database does not answer', async () => {
      const working = t.app.healthCheck;
      const failing = vi.fn(() => Promise.reject(new Error('connection refused')));
      t.app.healthCheck = failing;
      try {
        reachedFastify.length = 0;
        const answer = await rawRequest(`${base}/api/health`);
        expect(reachedFastify).toEqual(['GET /api/health']);
        const byFastify = await t.app.inject('/api/health');
        expect(failing).toHaveBeenCalledTimes(3); // the lane, Fastify behind it, and inject
        expect(answer.status).toBe(byFastify.statusCode);
        expect(answer.status).toBeGreaterThanOrEqual(500);
        expect(answer.body.toString()).toBe(byFastify.body);
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
    const { t, base, reachedFastify } = await listeningApp({ LOG_LEVEL: level }, logStream);
    it('serves the cached reads itself all the same (one path whatever the level), and logs requests only at debug', async () => {
      const { linkId } = await createTestGroup(t, { quotas: 3 });
      await readyToCache(t);
      expect((await rawRequest(`${base}/api/groups/${linkId}`)).status).toBe(200); // fills the cache
      reachedFastify.length = 0;
      lines.length = 0;
      for (let i = 0; i < 3; i++) expect((await rawRequest(`${base}/api/groups/${linkId}`)).status).toBe(200);
      expect((await rawRequest(`${base}/api/health`)).status).toBe(200);
      expect((await rawRequest(`${base}/api/products/999999`)).status).toBe(404);
      expect(reachedFastify, 'only the product read reached Fastify').toEqual(['GET /api/products/999999']);
      const requestLines = lines.filter((line) => line.msg === 'request completed');
      if (level === 'info') {
        expect(requestLines).toEqual([]);
        return;
      }
      // The lane's lines and Fastify's are alike: method, address, status and time of each request.
      expect(requestLines.map((line) => [line.req?.method, line.req?.url, line.res?.statusCode])).toEqual([
        ...Array.from({ length: 3 }, () => ['GET', `/api/groups/${linkId}`, 200]),
        ['GET', '/api/health', 200],
        ['GET', '/api/products/999999', 404],
      ]);
      for (const line of requestLines) expect(line.responseTime).toBeGreaterThanOrEqual(0);
    });
  });
});
