import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { redactUrl } from './log-redaction.ts';

/**
 * One line per answered request, at `debug` (ADR 0025): the default level (`info`) keeps what someone
 * running the server acts on (start, warnings, every 5xx with its error, jobs) and leaves access logs
 * to the proxy or load balancer in front, as most deployments keep them. Whatever the level, the same
 * code serves every request; this only decides whether a line is written. Secret query parameters are
 * redacted (log-redaction.ts).
 */
export const REQUEST_LOG_LEVEL = 'debug';

/** Whether the logger writes request lines (its level is `debug` or finer). */
function logsRequests(log: FastifyBaseLogger): boolean {
  return log.level === REQUEST_LOG_LEVEL || log.level === 'trace';
}

/**
 * Fastify's own request logging, configured once (its `logController`): no 'incoming request' line, and
 * 'request completed' becomes our one line at debug. Errors while sending stay Fastify's, at error.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    if (!logsRequests(request.log)) return;
    // `responseTime` in milliseconds since the request arrived.
    request.log.debug({
      req: { method: request.method, url: redactUrl(request.url), remoteAddress: request.raw.socket?.remoteAddress },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    }, 'request completed');
  }
}
