import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

/**
 * The per-route limits of @fastify/rate-limit are keyed on the caller and the route, never on the raw
 * URL: a query string (`?n=1`, `?n=2`, …) must not buy a fresh bucket. The
 * bodies are invalid on purpose: the limit runs on request, before validation, so a 400 counts too.
 */
describe(`rate limits ignore the query string on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  const post = (url: string, remoteAddress: string) => t.app.inject({ method: 'POST', url, payload: {}, remoteAddress });

  /** Sends `max` requests, each with its own query string, then one more: that one is refused. */
  async function expectLimitedAt(max: number, url: (n: number) => string, remoteAddress: string) {
    for (let n = 0; n < max; n++) {
      const res = await post(url(n), remoteAddress);
      expect(res.statusCode, `request ${n + 1}`).not.toBe(429);
    }
    const refused = await post(url(max), remoteAddress);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe('Muitas tentativas. Tente novamente em 1 minuto.');
    expect(refused.headers['retry-after']).toBeDefined();
    return refused;
  }

  it('counts joins to one group per address, whatever the query string', async () => {
    await expectLimitedAt(120, (n) => `/api/groups/grupo-limitado/join?n=${n}`, '203.0.113.5');
    // Another group, or another address, has its own bucket.
    expect((await post('/api/groups/outro-grupo/join', '203.0.113.5')).statusCode).toBe(400);
    expect((await post('/api/groups/grupo-limitado/join', '203.0.113.6')).statusCode).toBe(400);
  });

  it('counts the other per-route limits per address, whatever the query string', async () => {
    await expectLimitedAt(5, (n) => `/api/dashboard/access-link?n=${n}`, '203.0.113.7');
    await expectLimitedAt(20, (n) => `/api/dashboard/access-link/verify?n=${n}`, '203.0.113.7');
    await expectLimitedAt(120, (n) => `/api/widget/events?n=${n}`, '203.0.113.7');
    await expectLimitedAt(300, (n) => `/api/groups?n=${n}`, '203.0.113.7');
  });
});
