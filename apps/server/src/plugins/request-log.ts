import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { redactUrl } from './log-redaction.ts';

/**
 * One line per answered request, at `debug` (ADR 0025): the default level (`info`) keeps what someone
 * running the server acts on (start, warnings, every 5xx with its error, jobs) and leaves access logs
 * to the proxy or load balancer in front, as most deployments keep them. Whatever the level, the same
 * code serves every request; this only decides whether a line is written. The line is the same for
 * an answer of Fastify's and one of the hot-read lane's (http/hot-read-lane.ts), which calls
 * `logAnswered` itself. Secret query parameters are redacted (log-redaction.ts).
 */
export const REQUEST_LOG_LEVEL = 'debug';

/** Whether the logger writes request lines (its level is `debug` or finer). */
export function logsRequests(log: FastifyBaseLogger): boolean {
  return log.level === REQUEST_LOG_LEVEL || log.level === 'trace';
}

/** Writes the request's line; `responseTime` in milliseconds since it arrived. */
export function logAnswered(log: FastifyBaseLogger, request: IncomingMessage, statusCode: number, responseTime: number): void {
  log.debug({
    req: { method: request.method, url: redactUrl(request.url ?? ''), remoteAddress: request.socket?.remoteAddress },
    res: { statusCode },
    responseTime,
  }, 'request completed');
}

/** Fastify's own per-request lines are off (app.ts `disableRequestLogging`); this writes ours. */
export function registerRequestLog(app: FastifyInstance): void {
  if (!logsRequests(app.log)) return;
  app.addHook('onResponse', (request, reply, done) => {
    logAnswered(request.log, request.raw, reply.statusCode, reply.elapsedTime);
    done();
  });
}
