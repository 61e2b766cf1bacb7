import type { FastifyRequest } from 'fastify';
import { errorSchema } from '@juntai/contract';

/** The failures every back-office route may answer. */
export const operatorErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** The operator behind a request, as the audit log names them (requireRole('operator') ran first). */
export const actorOf = (request: FastifyRequest) => ({ userId: request.account!.userId, email: request.account!.email });
