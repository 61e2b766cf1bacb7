import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_PREFIX, authMessages, integrationMessages } from '@juntai/contract';
import { findStore } from '../db/repositories/stores.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { storeOfApiKey } from '../services/integration/api-keys.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * An `onRequest` hook for the calls a store's back end may make: a store API key
     * (`Authorization: Bearer jk_live_…`) or a merchant session. Sets `request.storeId`.
     */
    requireStoreCaller: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The store the caller acts for (from its API key or its merchant session). */
    storeId: string | undefined;
  }
}

export function registerStoreCaller(app: FastifyInstance): void {
  app.decorateRequest('storeId', undefined);
  const merchant = app.requireRole('merchant');
  app.decorate('requireStoreCaller', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (bearer?.startsWith(API_KEY_PREFIX)) {
      const storeId = await storeOfApiKey(app.ctx, bearer);
      if (!storeId) throw unauthorized(integrationMessages.keyInvalid, 'api_key_invalid');
      const store = await findStore(app.ctx.db, storeId);
      if (store?.status === 'inactive') throw forbidden(authMessages.storeInactive, 'store_inactive');
      if (store?.status === 'uninstalled') throw forbidden(authMessages.storeUninstalled, 'store_uninstalled');
      request.storeId = storeId;
      return;
    }
    await merchant(request, reply);
    request.storeId = request.account!.store!.store_id;
  });
}
