import { beforeAll, describe, expect, it } from 'vitest';
import { createTestGroup } from '../testing/group-helpers.ts';
import { streamHeaders } from '../testing/stream-headers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** What every answer of the API (data, never a page) carries. */
const expected = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};
/** What a page (the API's documentation here; the app's pages in spa.test.ts) carries. */
const expectedOnPages = {
  'content-security-policy': expect.stringContaining("frame-ancestors 'self'"),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
};

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('are on a success, a refusal and an unknown route alike', async () => {
    const group = await createTestGroup(t, { quotas: 3 });
    for (const url of ['/api/health', '/api/products/0', '/api/rota-que-nao-existe']) {
      const res = await t.app.inject(url);
      expect(res.headers, url).toMatchObject(expected);
    }
    // The group read is one of the widget's reads: a store's page may load it (any-origin.ts).
    const read = await t.app.inject(`/api/groups/${group.linkId}`);
    expect(read.headers).toMatchObject({ ...expected, 'cross-origin-resource-policy': 'cross-origin', 'access-control-allow-origin': '*' });
    const refused = await t.app.inject({ method: 'POST', url: '/api/groups', payload: { nada: 1 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers).toMatchObject(expected);
  });

  it('on pages are the full set; the data answers of the API leave out what only a document uses', async () => {
    const docs = await t.app.inject('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/^text\/html/);
    expect(docs.headers).toMatchObject(expectedOnPages);
    const data = await t.app.inject('/api/health');
    for (const documentOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-xss-protection']) {
      expect(data.headers[documentOnly], documentOnly).toBeUndefined();
    }
  });

  it('are on the live stream, whose head is written after the reply is hijacked', async () => {
    const group = await createTestGroup(t, { quotas: 3 });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = await streamHeaders(`${base}/api/groups/${group.linkId}/events`);
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers).toMatchObject(expected);
  });
});
