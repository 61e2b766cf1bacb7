import type { FastifyRequest } from 'fastify';

/**
 * The query parameters that carry a secret: the password reset (merchant `redefinir`, operator
 * `reset_token`), the invitation (`convite`), the first operator's setup link (`setup`), the
 * dashboard's access link (`acesso`), and any plain `token`. Links in e-mails carry them in the query
 * string, and Fastify logs every request's URL at info (the default level), so the request log would
 * keep working secrets. Names compare decoded and case-blind, as a browser may send them.
 */
export const SECRET_QUERY_PARAMS: ReadonlySet<string> = new Set(['redefinir', 'reset_token', 'convite', 'setup', 'acesso', 'token']);

const REDACTED = '[redacted]';

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The URL with the values of secret-bearing query parameters replaced; everything else byte for byte. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const hashAt = url.indexOf('#', queryAt);
  const query = url.slice(queryAt + 1, hashAt < 0 ? undefined : hashAt);
  const redacted = query.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    return eq >= 0 && SECRET_QUERY_PARAMS.has(decodedName(name)) ? `${name}=${REDACTED}` : pair;
  }).join('&');
  return `${url.slice(0, queryAt + 1)}${redacted}${hashAt < 0 ? '' : url.slice(hashAt)}`;
}

/** Fastify's own request serializer (fastify/lib/logger-pino.js) with the URL redacted. */
export function redactedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: [request.headers?.['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
