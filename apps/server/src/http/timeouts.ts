import type { FastifyHttpOptions } from 'fastify';
import type { Server } from 'node:http';

/** How long the server waits on a client, at each stage of a connection. */
export interface HttpTimeouts {
  /** From connecting to the last header line: a client dripping its headers is answered 408 and closed. */
  headersMs: number;
  /** From connecting to the body's last byte: a client dripping its body is answered 408 and closed. */
  requestMs: number;
  /** An idle kept-alive connection between requests. */
  keepAliveMs: number;
  /** A connection silent in both directions (live streams send a heartbeat well within it). */
  idleMs: number;
  /** How often Node looks for requests past `headersMs`/`requestMs` (its default, 30 s, would double them). */
  checkEveryMs: number;
}

/**
 * The server's defaults: enough for a phone on a poor network to send a 256 KB body, short enough that
 * connections opened to drip a byte now and then are closed (issue: 300 such connections all stayed open).
 * Live streams answer a heartbeat every SSE_HEARTBEAT_MS, so a silent connection gets twice that at least.
 */
export function httpTimeouts(sseHeartbeatMs: number): HttpTimeouts {
  return { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 72_000, idleMs: Math.max(120_000, 2 * sseHeartbeatMs), checkEveryMs: 1_000 };
}

/** The timeouts as Fastify's and Node's HTTP server options (Fastify makes its server with them). */
export function timeoutOptions(t: HttpTimeouts): Pick<FastifyHttpOptions<Server>, 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout' | 'http'> {
  return {
    connectionTimeout: t.idleMs,
    keepAliveTimeout: t.keepAliveMs,
    requestTimeout: t.requestMs,
    http: { headersTimeout: t.headersMs, requestTimeout: t.requestMs, keepAliveTimeout: t.keepAliveMs, connectionsCheckingInterval: t.checkEveryMs },
  };
}
