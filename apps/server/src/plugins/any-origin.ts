import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * CORS for the public reads a store's page makes through the widget (a product's button, a group's
 * progress and its live stream): any origin may read them, never with credentials (no
 * Access-Control-Allow-Credentials), so no cookie or session of Juntaí's is ever involved. Nothing
 * else answers to other origins: every write stays same-origin.
 */
export const ANY_ORIGIN_HEADERS: ReadonlyArray<readonly [string, string]> = Object.freeze([
  ['access-control-allow-origin', '*'],
  // The beacon is sent in no-cors mode: a same-origin resource policy would make Chromium report its
  // answer as blocked, an error in the console of the store's page.
  ['cross-origin-resource-policy', 'cross-origin'],
] as const);

/** ANY_ORIGIN_HEADERS on a route's answers (its `onRequest` hook). */
export function allowAnyOrigin(_request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  for (const [name, value] of ANY_ORIGIN_HEADERS) reply.header(name, value);
  // A stream's headers are written on the raw response after the reply is hijacked.
  reply.raw.setHeader('access-control-allow-origin', '*');
  // A callback, not a promise: the group read is the hottest route, and an async hook costs a turn.
  done();
}
