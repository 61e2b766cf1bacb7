import type { FastifyRequest } from 'fastify';

/** The operator behind a request, as the audit log names them (requireRole('operator') ran first). */
export const actorOf = (request: FastifyRequest) => ({ userId: request.account!.userId, email: request.account!.email });
