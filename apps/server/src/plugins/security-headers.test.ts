import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { createTestGroup } from '../testing/group-helpers.ts';
import { streamHeaders } from '../testing/stream-headers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy, registerSecurityHeaders } from './security-headers.ts';

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
    // The live stream is one of the widget's reads, as the group read is (any-origin.ts).
    expect(headers).toMatchObject({ ...expected, 'cross-origin-resource-policy': 'cross-origin', 'access-control-allow-origin': '*' });
  });
});

describe("the page's policy with a provider that collects the card in the browser", () => {
  const mercadoPago = {
    PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: 'TEST-access-token-0001', MERCADOPAGO_PUBLIC_KEY: 'TEST-public-key-0001',
    MERCADOPAGO_WEBHOOK_SECRET: 'segredo-do-webhook-0001', MERCADOPAGO_SDK_URL: 'https://sdk.mercadopago.test/js/v2',
    MERCADOPAGO_API_BASE: 'http://127.0.0.1:4567/base',
  };
  const directives = (policy: string) => new Map(policy.split(';').map((d) => [d.split(' ')[0], d] as const));

  it("is today's policy, byte for byte, with the simulated provider", () => {
    const policy = "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';"
      + "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'";
    expect(CONTENT_SECURITY_POLICY).toBe(policy);
    expect(contentSecurityPolicy(loadEnv({}))).toBe(policy);
    expect(contentSecurityPolicy(undefined)).toBe(policy);
  });

  it("lets the SDK's script load, and the page call and frame the SDK's origin and the provider's API", () => {
    const policy = directives(contentSecurityPolicy(loadEnv(mercadoPago)));
    expect(policy.get('script-src')).toBe("script-src 'self' https://sdk.mercadopago.test");
    expect(policy.get('connect-src')).toBe("connect-src 'self' http://127.0.0.1:4567 https://sdk.mercadopago.test");
    expect(policy.get('frame-src')).toBe("frame-src 'self' https://sdk.mercadopago.test http://127.0.0.1:4567");
    // Everything else as with the simulated provider; the defaults point at Mercado Pago itself.
    for (const [name, directive] of directives(CONTENT_SECURITY_POLICY)) {
      if (!['script-src', 'connect-src'].includes(name!)) expect(policy.get(name)).toBe(directive);
    }
    const real = directives(contentSecurityPolicy(loadEnv({ ...mercadoPago, MERCADOPAGO_SDK_URL: '', MERCADOPAGO_API_BASE: '' })));
    expect(real.get('script-src')).toBe("script-src 'self' https://sdk.mercadopago.com");
    expect(real.get('connect-src')).toBe("connect-src 'self' https://api.mercadopago.com https://sdk.mercadopago.com");
  });

  it("is what the app's pages carry, read from the app's environment; the API's data keep theirs", async () => {
    const app = Fastify();
    app.decorate('ctx', { env: loadEnv(mercadoPago) } as never);
    await registerSecurityHeaders(app);
    app.get('/g/:id', async () => 'página');
    app.get('/api/health', async () => ({ ok: true }));
    const page = await app.inject('/g/abc');
    expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy(loadEnv(mercadoPago)));
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect((await app.inject('/api/health')).headers).toMatchObject(expected);
    await app.close();
  });
});
