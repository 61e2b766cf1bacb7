import type { FastifyReply } from 'fastify';

/**
 * Sends JSON the route has already serialised, as is: the group read's cached (and gzipped) answer and
 * the health check's. Fastify would otherwise check and serialise it again through the call's response
 * schema, which still documents its shape in OpenAPI; their tests check the shape.
 */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export function sendSerialisedJson(reply: FastifyReply, json: string | Buffer): FastifyReply {
  // Typed as the schema's shape for Fastify's type provider; the text already is that shape.
  return reply.type(JSON_CONTENT_TYPE).send(json as never);
}
