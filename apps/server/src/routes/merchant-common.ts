import type { FastifyRequest } from 'fastify';

/** The store of the merchant behind a request (requireRole('merchant') ran first, so there is one). */
export const ownStoreId = (request: FastifyRequest) => request.account!.store!.store_id;
