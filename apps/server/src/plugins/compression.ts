import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Below this, the compressed answer saves less than a packet and costs CPU on both ends. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Answers built in memory (JSON, the app's HTML). Event streams are never listed: the SSE route
 * writes to the raw response (`reply.hijack()`), so no onSend hook ever sees it, and a compressed
 * stream would sit in the compressor's buffer instead of reaching the phone.
 */
const COMPRESSIBLE_TYPE = /^(application\/(json|problem\+json)|text\/(html|plain|css)|image\/svg\+xml)\b/;

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The weight (q) an Accept-Encoding header gives each encoding; 0 when refused or not named. */
function acceptedWeights(header: string | string[] | undefined): (name: Encoding) => number {
  if (header === undefined || header === '') return () => 0;
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return (name) => accepted.get(name) ?? accepted.get('*') ?? 0;
}

/**
 * The encoding to use for an Accept-Encoding header: brotli when the client takes it (smaller at
 * the same speed), else gzip, else none. Honours `q=0` (refused) and `*`.
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | undefined {
  const weightOf = acceptedWeights(header);
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return undefined;
  return br >= gz ? 'br' : 'gzip';
}

/** Whether the client takes gzip at all (every browser does), whatever it prefers. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  return acceptedWeights(header)('gzip') > 0;
}

/**
 * How an answer kept gzipped (the group read, compressed once per change: ADR 0030) reaches a client,
 * the one rule for the route and the hot-read lane: `gzip` as kept when the client takes gzip, whatever
 * it prefers; `identity` when it takes no compression; `negotiate` when it takes only another encoding
 * (brotli, no browser), which the compression hook below then applies to the plain answer.
 */
export function keptGzipDelivery(header: string | string[] | undefined): 'gzip' | 'identity' | 'negotiate' {
  if (acceptsGzip(header)) return 'gzip';
  return negotiateEncoding(header) === undefined ? 'identity' : 'negotiate';
}

/** Below the threshold; a string's UTF-8 size is only worked out when its length leaves it open. */
function isSmall(payload: string | Buffer): boolean {
  if (typeof payload !== 'string') return payload.length < COMPRESSION_THRESHOLD_BYTES;
  // A UTF-16 unit takes one to three bytes in UTF-8.
  if (payload.length >= COMPRESSION_THRESHOLD_BYTES) return false;
  if (payload.length * 3 < COMPRESSION_THRESHOLD_BYTES) return true;
  return Buffer.byteLength(payload) < COMPRESSION_THRESHOLD_BYTES;
}

/** Adds `Accept-Encoding` to Vary, keeping what other hooks put there. */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  // The usual cases, on every group read: nothing there yet, or this very value already.
  if (current === undefined) {
    void reply.header('vary', 'Accept-Encoding');
    return;
  }
  if (current === 'Accept-Encoding') return;
  const values = String(current ?? '').split(',').map((v) => v.trim()).filter(Boolean);
  if (values.includes('*') || values.some((v) => v.toLowerCase() === 'accept-encoding')) return;
  void reply.header('vary', [...values, 'Accept-Encoding'].join(', '));
}

export async function compress(encoding: Encoding, body: string | Buffer): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 6 });
  // Quality 4: close to gzip's speed and still smaller; 11 is for build time (vite.config.ts).
  return brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } });
}

/** Bodies up to this size have their compressed form remembered; most pages and lists are far smaller. */
const MEMO_MAX_BODY_BYTES = 64 * 1024;
const MEMO_MAX_ENTRIES = 256;

/**
 * The compressed form of bodies sent again and again (a group's page with its preview, the app's HTML,
 * the catalogue): compressing is the costliest step of such an answer, and the same text always
 * compresses to the same bytes, so a body is compressed once per encoding while it stays among the
 * most recent. Keyed by the text itself: nothing to invalidate.
 */
function createCompressionMemo() {
  const memo = new Map<string, Buffer>();
  return async (encoding: Encoding, body: string): Promise<Buffer> => {
    if (body.length > MEMO_MAX_BODY_BYTES) return compress(encoding, body);
    const key = `${encoding}\n${body}`;
    const known = memo.get(key);
    if (known) {
      // Refreshed as most recent: the Map's order is the eviction order.
      memo.delete(key);
      memo.set(key, known);
      return known;
    }
    const compressed = await compress(encoding, body);
    if (memo.size >= MEMO_MAX_ENTRIES) memo.delete(memo.keys().next().value as string);
    memo.set(key, compressed);
    return compressed;
  };
}

/**
 * The compressed forms of a Buffer the server keeps and sends again (a page's drawing, plugins/spa.ts),
 * by the Buffer itself: compressed once per encoding while it is kept, forgotten with it.
 */
const keptBufferForms = new WeakMap<Buffer, Map<Encoding, Promise<Buffer>>>();
function compressKept(encoding: Encoding, body: Buffer): Promise<Buffer> {
  let forms = keptBufferForms.get(body);
  if (!forms) keptBufferForms.set(body, forms = new Map());
  let compressed = forms.get(encoding);
  if (!compressed) forms.set(encoding, compressed = compress(encoding, body));
  return compressed;
}

/**
 * Compresses answers built in memory above COMPRESSION_THRESHOLD_BYTES, on the fly, in zlib's thread
 * pool (not on the event loop). Streams (the static files, which come precompressed from the build)
 * and answers that already carry a Content-Encoding pass untouched.
 */
export function registerCompression(app: FastifyInstance): void {
  const compressRemembered = createCompressionMemo();
  // A callback hook, not an async one: most answers (small, already encoded, streams) leave at once,
  // without the promise and the extra turn an async hook costs every request.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (reply.hasHeader('content-encoding')) return done(null, payload);
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    if (isSmall(payload)) return done(null, payload);
    // The answer depends on the header from here on, whether or not this client gets it compressed.
    varyOnAcceptEncoding(reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const compressing = typeof payload === 'string' ? compressRemembered(encoding, payload) : compressKept(encoding, payload);
    compressing.then((compressed) => {
      void reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      done(null, compressed);
    }, done);
  });
}
