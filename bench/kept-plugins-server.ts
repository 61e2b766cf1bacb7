/**
 * One tiny Fastify server for bench/kept-plugins.ts: the hand-written hooks the app uses, or the kept
 * plugins configured once to give the same headers, around two JSON answers (a small one and one worth
 * compressing). Usage: node --import tsx bench/kept-plugins-server.ts <variant> <port>
 */
import { constants } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { allowAnyOrigin } from '../apps/server/src/plugins/any-origin.ts';
import { registerCompression } from '../apps/server/src/plugins/compression.ts';
import { registerSecurityHeaders } from '../apps/server/src/plugins/security-headers.ts';

const small = JSON.stringify({ success: true, data: { id: 1, name: 'Ana Souza', status: 'paid' } });
const large = JSON.stringify({ success: true, data: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Participante ${i}`, status: 'paid', amount_cents: 12_345 })) });

export const VARIANTS: Record<string, (app: FastifyInstance) => Promise<void>> = {
  'bare': async () => undefined,
  'headers, hand-written': async (app) => registerSecurityHeaders(app),
  // The API's set (ADR 0020), as helmet options.
  'headers, @fastify/helmet': async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginOpenerPolicy: false, originAgentCluster: false, xDnsPrefetchControl: false, xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false, xXssProtection: false, xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' }, strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    });
  },
  'cors, hand-written': async (app) => {
    app.addHook('onRequest', allowAnyOrigin);
  },
  'cors, @fastify/cors': async (app) => {
    await app.register(cors, { origin: '*' });
  },
  'compression, hand-written': async (app) => registerCompression(app),
  'compression, @fastify/compress': async (app) => {
    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  },
  // The same brotli quality as the hand-written hook (4; the plugin's default is zlib's 11).
  'compression, @fastify/compress, brotli 4': async (app) => {
    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } } });
  },
};

const [variant = 'bare', port = '0'] = process.argv.slice(2);
const app = Fastify({ logger: false });
await VARIANTS[variant]!(app);
app.get('/api/small', async (_request, reply) => reply.type('application/json; charset=utf-8').send(small));
app.get('/api/large', async (_request, reply) => reply.type('application/json; charset=utf-8').send(large));
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
