import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { FastifyHttpOptions, FastifyInstance, FastifyServerFactory } from 'fastify';
import { isLinkId } from '@juntai/domain';
import { ANY_ORIGIN_HEADERS } from '../plugins/any-origin.ts';
import { keptGzipDelivery } from '../plugins/compression.ts';
import { logAnswered, logsRequests } from '../plugins/request-log.ts';
import { API_SECURITY_HEADERS } from '../plugins/security-headers.ts';
import { JSON_CONTENT_TYPE } from '../routes/serialised-json.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id.ts';

/**
 * The hot-read lane (ADR 0021): the two reads a crowd sends, a group that the read cache holds fresh
 * (`GET /api/groups/{linkId}`) and `GET /api/health`, answered by the HTTP server's own request
 * listener, before Fastify builds its request, reply and hooks around them. Fastify's part of such a
 * request cost more than the answer itself. Everything else, and every read the lane is not
 * sure of (a group not cached, a database that does not answer, a query string, a body, a HEAD), goes
 * to Fastify as before, which answers it and fills the cache. The answers are the same, headers
 * included: hot-read-lane.test.ts compares each with Fastify's own.
 */
export interface HotReadLane {
  /** Answers the request and returns true, or returns false untouched (Fastify's to answer). */
  serve(request: IncomingMessage, response: ServerResponse, fastify: RequestListener): boolean;
}

type HeaderList = ReadonlyArray<readonly [string, string]>;

/** Later pairs replace earlier ones of the same name, as a route's `reply.header` replaces a hook's. */
function flatHeaders(...lists: HeaderList[]): string[] {
  const merged = new Map<string, string>();
  for (const list of lists) for (const [name, value] of list) merged.set(name, value);
  return [...merged].flat();
}

const GROUP_PATH_PREFIX = '/api/groups/';
/** The routes the lane stands in for, as Fastify names them (the metrics' route label). */
const GROUP_ROUTE = '/api/groups/:linkId';
const HEALTH_PATH = '/api/health';

// Written once: node takes a flat [name, value, …] list as it is.
const jsonHeaders: HeaderList = [['content-type', JSON_CONTENT_TYPE]];
const varyHeaders: HeaderList = [['vary', 'Accept-Encoding']];
const gzipHeaders: HeaderList = [['content-encoding', 'gzip']];
const GROUP_HEADERS = flatHeaders(API_SECURITY_HEADERS, ANY_ORIGIN_HEADERS, varyHeaders, jsonHeaders);
const GROUP_GZIP_HEADERS = flatHeaders(API_SECURITY_HEADERS, ANY_ORIGIN_HEADERS, varyHeaders, gzipHeaders, jsonHeaders);
const HEALTH_HEADERS = flatHeaders(API_SECURITY_HEADERS, jsonHeaders);

/** Answers 200 and, when requests are logged, writes the same line Fastify's answers get. */
function answer(app: FastifyInstance, route: string, request: IncomingMessage, response: ServerResponse, headers: string[], body: string | Buffer, startedAt: number): void {
  // The request id as Fastify would give and echo it (http/request-id.ts).
  const requestId = requestIdOf(request);
  response.writeHead(200, [...headers, 'content-length', String(Buffer.byteLength(body)), REQUEST_ID_HEADER, requestId]);
  response.end(body);
  const elapsedMs = performance.now() - startedAt;
  app.requestMetrics.observe('GET', route, 200, elapsedMs / 1000);
  if (logsRequests(app.log)) logAnswered(app.log.child({ reqId: requestId }), request, 200, elapsedMs);
}

/** A request Fastify would have to read a body of (a GET may carry one); the lane never does. */
const hasBody = (request: IncomingMessage) =>
  request.headers['transfer-encoding'] !== undefined || (request.headers['content-length'] ?? '0') !== '0';

/**
 * Serves whatever the log level: when requests are logged (plugins/request-log.ts, ADR 0025) the lane
 * writes the same line for its answers as Fastify's hook writes for the others.
 */
export function createHotReadLane(app: FastifyInstance): HotReadLane {
  // From the start of close Fastify answers 503 to new requests; the lane steps aside for that.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  const serveGroup = (request: IncomingMessage, response: ServerResponse, linkId: string, startedAt: number): boolean => {
    if (!isLinkId(linkId)) return false;
    const delivery = keptGzipDelivery(request.headers['accept-encoding']);
    // A client that takes brotli but not gzip (no browser) gets Fastify's compression hook's answer.
    if (delivery === 'negotiate') return false;
    const gzipped = delivery === 'gzip';
    const body = gzipped ? app.groupViews.readGzipCached(linkId) : app.groupViews.readCached(linkId);
    if (body === undefined) return false;
    answer(app, GROUP_ROUTE, request, response, gzipped ? GROUP_GZIP_HEADERS : GROUP_HEADERS, body, startedAt);
    return true;
  };

  const serveHealth = (request: IncomingMessage, response: ServerResponse, fastify: RequestListener, startedAt: number): boolean => {
    const checked = app.healthCheck();
    // The database answered within the last second: answered at once, as a cached group is.
    if (typeof checked === 'string') {
      answer(app, HEALTH_PATH, request, response, HEALTH_HEADERS, checked, startedAt);
      return true;
    }
    // When the database does not answer, Fastify's route asks again and answers the error as usual.
    checked
      .then((body) => answer(app, HEALTH_PATH, request, response, HEALTH_HEADERS, body, startedAt), () => fastify(request, response))
      .catch((error: unknown) => {
        // Nothing known throws here; if something ever does, this answer is lost, never the process.
        app.log.error(error, 'hot-read lane: health answer failed');
        response.destroy();
      });
    return true;
  };

  return {
    serve(request, response, fastify) {
      if (closing || request.method !== 'GET' || hasBody(request)) return false;
      const url = request.url ?? '';
      const startedAt = performance.now();
      if (url === HEALTH_PATH) return serveHealth(request, response, fastify, startedAt);
      if (url.startsWith(GROUP_PATH_PREFIX)) return serveGroup(request, response, url.slice(GROUP_PATH_PREFIX.length), startedAt);
      return false;
    },
  };
}

/**
 * Fastify's `serverFactory`: the HTTP/1.1 server Fastify would make (its timeouts and keep-alive), whose
 * requests pass through the lane first. The lane is given once the app's routes and caches exist.
 */
export function hotReadServerFactory(lane: () => HotReadLane | undefined): FastifyServerFactory {
  return (fastify, factoryOptions): Server => {
    // Fastify hands its own HTTP/1.1 server options (defaults applied) to the factory.
    const options = factoryOptions as FastifyHttpOptions<Server>;
    const server = createServer(options.http ?? {}, (request, response) => {
      if (!lane()?.serve(request, response, fastify)) fastify(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
