import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.ts';

/** The page's Content-Security-Policy: everything from our own origin; no other site may frame us. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'", "base-uri 'self'", "font-src 'self' data:", "form-action 'self'", "frame-ancestors 'self'",
  "img-src 'self' data: blob:", "object-src 'none'", "script-src 'self'", "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'", "connect-src 'self'",
].join(';');

type CheckoutEnv = Pick<Env, 'PAYMENT_PROVIDER' | 'MERCADOPAGO_SDK_URL' | 'MERCADOPAGO_API_BASE'>;

/**
 * The page's policy when the payment provider collects the card in the browser (Mercado Pago's SDK):
 * its script may load, and the page may call, and frame (its Secure Fields are iframes), the
 * SDK's origin and the provider's API. With the simulated provider it is CONTENT_SECURITY_POLICY as is.
 */
export function contentSecurityPolicy(env: CheckoutEnv | undefined): string {
  if (env?.PAYMENT_PROVIDER !== 'mercadopago') return CONTENT_SECURITY_POLICY;
  const sdk = new URL(env.MERCADOPAGO_SDK_URL).origin;
  const api = new URL(env.MERCADOPAGO_API_BASE).origin;
  const origins = (...list: string[]) => [...new Set(list)].join(' ');
  return CONTENT_SECURITY_POLICY
    .replace("script-src 'self'", `script-src ${origins("'self'", sdk)}`)
    .replace("connect-src 'self'", `connect-src ${origins("'self'", api, sdk)}`)
    .concat(`;frame-src ${origins("'self'", sdk, api)}`);
}

/** SECURITY_HEADERS with the page's policy for this provider. */
export function securityHeadersFor(env: CheckoutEnv | undefined): ReadonlyArray<readonly [string, string]> {
  const policy = contentSecurityPolicy(env);
  if (policy === CONTENT_SECURITY_POLICY) return SECURITY_HEADERS;
  return Object.freeze(SECURITY_HEADERS.map(([name, value]) => [name, name === 'content-security-policy' ? policy : value] as const));
}

/**
 * Helmet's defaults with our policy, written out once. @fastify/helmet rebuilt its middleware on every
 * request (about 8% of the server's CPU on the hottest routes); these never change, so they
 * are a constant set in one loop.
 */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = Object.freeze([
  ['content-security-policy', CONTENT_SECURITY_POLICY],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'no-referrer'],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
] as const);

/**
 * What the API's answers carry (OWASP's set for REST answers, ADR 0020): they are data, never a page,
 * so the headers that only mean something to a document (opener and agent-cluster isolation, DNS
 * prefetch, legacy download and XSS-filter switches, cross-domain policy files) are left out, and the
 * policy lets a JSON answer opened on its own load nothing and be framed by nobody. Fewer, shorter
 * headers on the hottest answers: the set above cost a group read or a health check about a fifth of
 * its throughput.
 */
export const API_SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = Object.freeze([
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
  ['referrer-policy', 'no-referrer'],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
] as const);

/** Under /api/ everything is data, but for the API's documentation pages (/api/docs, an HTML app). */
export function isApiDataPath(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * Every answer carries the security headers: the API's set on its data, the full set on everything
 * else. They go on the raw response, as helmet did, so a live stream (which writes its own head after hijacking the reply) has them too, and a route that sets one
 * through `reply.header` (a frameable page, a widget resource) overrides it.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // The app's environment, when it has one (a bare Fastify in the benchmarks has none: today's set).
  const pageHeaders = securityHeadersFor(app.hasDecorator('ctx') ? app.ctx.env : undefined);
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of isApiDataPath(request.url) ? API_SECURITY_HEADERS : pageHeaders) raw.setHeader(name, value);
    done();
  });
}
