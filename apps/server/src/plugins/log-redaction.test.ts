import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { ManualClock } from '../testing/manual-clock.ts';
import { loadEnv } from '../env.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../testing/test-database.ts';
import { redactUrl } from './log-redaction.ts';

const TOKEN = 'SegredoDoLink_0123456789abcdefghijklmnopqrstu';

/**
 * Reset, invitation, setup and dashboard-access links carry their token in the query string; the
 * request log (written at LOG_LEVEL debug, ADR 0025) must not keep it.
 */
describe(`request log redaction on ${testEngine}`, () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    app = await buildApp({ database, env: loadEnv({ LOG_LEVEL: 'debug', NODE_ENV: 'test' }), clock: new ManualClock(), logStream });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each([
    `/admin?redefinir=${TOKEN}&email=dona%40example.com`,
    `/super-admin/login?reset_token=${TOKEN}&email=op%40example.com`,
    `/admin?convite=${TOKEN}`,
    `/super-admin/login?setup=${TOKEN}`,
    `/dashboard?acesso=${TOKEN}`,
    `/api/anything?token=${TOKEN}`,
    `/admin?x=1&REDEFINIR=${TOKEN}`,
    `/admin?re%64efinir=${TOKEN}`,
  ])('keeps the token of %s out of the log, and the rest of the address in', async (url) => {
    lines.length = 0;
    await app.inject({ url });
    const requestLines = lines.map((line) => JSON.parse(line) as { req?: { url?: string } }).filter((entry) => entry.req?.url);
    expect(requestLines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(TOKEN);
    expect(requestLines[0]!.req!.url).toBe(url.replace(TOKEN, '[redacted]'));
  });

  it('leaves other query strings as they are', () => {
    expect(redactUrl('/api/products?search=caf%C3%A9&page=2')).toBe('/api/products?search=caf%C3%A9&page=2');
    expect(redactUrl('/api/health')).toBe('/api/health');
    expect(redactUrl('/dashboard?organizer=a%40b.com&acesso=x#frag')).toBe('/dashboard?organizer=a%40b.com&acesso=[redacted]#frag');
  });
});
