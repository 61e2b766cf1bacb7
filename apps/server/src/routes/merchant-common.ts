import type { FastifyRequest } from 'fastify';
import { errorSchema } from '@juntai/contract';
import { z } from 'zod';

/** The failures the merchant's store routes may answer. */
export const merchantErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The answer of a change with nothing to show but its sentence. */
export const doneSchema = z.object({ success: z.literal(true), detail: z.string() });

/** The store of the merchant behind a request (requireRole('merchant') ran first, so there is one). */
export const ownStoreId = (request: FastifyRequest) => request.account!.store!.store_id;
