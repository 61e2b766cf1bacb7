import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.ts';

type CheckoutEnv = Pick<Env, 'PAYMENT_PROVIDER' | 'MERCADOPAGO_SDK_URL' | 'MERCADOPAGO_API_BASE'>;
type Directives = Record<string, string[]>;

/**
 * The page's Content-Security-Policy: everything from our own origin; no other site may frame us.
 * When the payment provider collects the card in the browser (Mercado Pago's SDK), its script may
 * load, and the page may call, and frame (its Secure Fields are iframes), the SDK's origin and the
 * provider's API.
 */
function pageDirectives(env: CheckoutEnv | undefined): Directives {
  const directives: Directives = {
    'default-src': ["'self'"], 'base-uri': ["'self'"], 'font-src': ["'self'", 'data:'], 'form-action': ["'self'"],
    'frame-ancestors': ["'self'"], 'img-src': ["'self'", 'data:', 'blob:'], 'object-src': ["'none'"], 'script-src': ["'self'"],
    'script-src-attr': ["'none'"], 'style-src': ["'self'", "'unsafe-inline'"], 'connect-src': ["'self'"],
  };
  if (env?.PAYMENT_PROVIDER !== 'mercadopago') return directives;
  const sdk = new URL(env.MERCADOPAGO_SDK_URL).origin;
  const api = new URL(env.MERCADOPAGO_API_BASE).origin;
  const origins = (...list: string[]) => [...new Set(list)];
  return { ...directives, 'script-src': origins("'self'", sdk), 'connect-src': origins("'self'", api, sdk), 'frame-src': origins("'self'", sdk, api) };
}

/** The page's policy as the header carries it (helmet writes the directives in this form). */
export function contentSecurityPolicy(env: CheckoutEnv | undefined): string {
  return Object.entries(pageDirectives(env)).map(([name, values]) => [name, ...values].join(' ')).join(';');
}
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy(undefined);

/**
 * What the API's data answers carry (OWASP's set for REST answers, ADR 0020), over the pages' set:
 * they are never a document, so the headers that only mean something to one (opener and agent-cluster
 * isolation, DNS prefetch, legacy download and XSS-filter switches, cross-domain policy files) are left
 * out, and nobody may frame them. Their policy, which lets a JSON answer opened on its own load nothing,
 * is written as it always was (helmet would drop the space after the semicolon).
 */
const API_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: false, crossOriginOpenerPolicy: false, originAgentCluster: false, xDnsPrefetchControl: false,
  xDownloadOptions: false, xPermittedCrossDomainPolicies: false, xXssProtection: false, xFrameOptions: { action: 'deny' },
};
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** The reads a store's page makes (CORS-open routes): the beacon goes in no-cors mode, which a same-origin resource policy would block. */
const ANY_ORIGIN_API_OPTIONS: FastifyHelmetOptions = { ...API_OPTIONS, crossOriginResourcePolicy: { policy: 'cross-origin' } };

/** Under /api/ everything is data, but for the API's documentation pages (/api/docs, an HTML app). */
const isApiDataPath = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Every answer carries helmet's headers: the pages' set (helmet's defaults with our policy), or the
 * API's on its data, chosen by path so an unknown /api/ address gets the API's too. Helmet writes them
 * on the raw response, so a live stream (which writes its own head after hijacking the reply) has them,
 * and a route that sets one through `reply.header` (a frameable page) overrides it.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // The app's environment, when it has one (a bare Fastify in the benchmarks has none: the simulated provider's policy).
  const env = app.hasDecorator('ctx') ? app.ctx.env : undefined;
  await app.register(helmet, { global: false, contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(env) } });
  app.addHook('onRequest', (request, reply, done) => {
    if (!isApiDataPath(request.url)) {
      reply.helmet();
    } else {
      reply.helmet(request.routeOptions.config.cors ? ANY_ORIGIN_API_OPTIONS : API_OPTIONS);
      reply.raw.setHeader('content-security-policy', API_CONTENT_SECURITY_POLICY);
    }
    done();
  });
}
