import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Request ids (ADR 0044): taken from a sane incoming `X-Request-Id` (a proxy or load balancer in front
 * may set one, so its access log and ours share it) or made here, echoed on every answer, bound to
 * request.log by Fastify, and, while a request that changes something runs, kept in an async scope,
 * so the app's own log lines and the work it queues (e-mails, store webhooks) carry it too.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `._:-`, at most 128: a UUID, a ULID or a proxy's trace id, never a log injection. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: its `X-Request-Id` when sane, else a new UUID. Fastify's `genReqId`. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

interface Scope {
  requestId: string;
}

/**
 * On Node 20 a storage that has run once makes every promise of the process pay an async hook until it
 * is disabled (ADR 0035). So only requests that change something (not GET or HEAD: the group reads,
 * the health checks and the live streams a crowd sends) enter it, and it is disabled whenever none of
 * them is in flight. Those requests are the ones that queue work; a read's lines carry the id through
 * request.log.
 */
const storage = new AsyncLocalStorage<Scope>();
let writesInFlight = 0;
const scopes = new WeakMap<FastifyRequest, { scope: Scope; released: boolean }>();

/** The id of the request this code runs for, if any (a job's own work, or a read's, has none here). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

const entered = (request: FastifyRequest, done: () => void) => {
  const held = scopes.get(request);
  if (held && !held.released) storage.run(held.scope, done);
  else done();
};

function release(request: FastifyRequest): void {
  const held = scopes.get(request);
  if (!held || held.released) return;
  held.released = true;
  writesInFlight -= 1;
  if (writesInFlight === 0) storage.disable();
}

/** Echoes the id on every answer Fastify sends, and keeps it in scope while a write runs. */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    if (request.method === 'GET' || request.method === 'HEAD') {
      done();
      return;
    }
    writesInFlight += 1;
    scopes.set(request, { scope: { requestId: request.id }, released: false });
    // The response closes once, whether it was sent or its client went away. Only writes listen: a
    // listener on every request (Fastify's onRequestAbort hook) kept each read's objects alive past
    // the young generation, and the garbage collector's time tripled under a crowd of reads.
    reply.raw.once('close', () => release(request));
    entered(request, done);
  });
  // The body arrives in the socket's own async context: the handler is put back in the request's.
  app.addHook('preValidation', (request, _reply, done) => entered(request, done));
}

/**
 * pino's `mixin`: adds the current request's id to the lines the app's own logger writes while serving
 * it (services); request.log already binds it.
 */
export function requestIdMixin(_line: object, _level: number, logger: { bindings(): Record<string, unknown> }): object {
  const requestId = currentRequestId();
  return requestId === undefined || 'reqId' in logger.bindings() ? {} : { reqId: requestId };
}
