import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { integrationMessages } from '@juntai/contract';
import { createApiKey, revokeStoreApiKey, storeApiKeys } from '../services/integration/api-keys.ts';
import { removeStoreProduct, saveStoreProduct, storeProducts } from '../services/integration/store-products.ts';
import { ownStoreId } from './merchant-common.ts';
import { done } from './done.ts';
import { merchantApi, route } from './api-route.ts';

const tags = ['lojista'];

/**
 * The products a store's button sells and the API keys its back end syncs them with. Every call acts
 * on the caller's own store (from the session or the key), whatever the request names.
 */
export const merchantStoreProductRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, merchantApi.products, {
    onRequest: app.requireRole('merchant'),
    schema: { tags, summary: 'Produtos da loja vendidos pelo botão' },
  }, async (request) => ({ products: await storeProducts(app.ctx, ownStoreId(request)) }));

  route(app, merchantApi.saveProduct, {
    onRequest: app.requireStoreCaller,
    schema: { tags, summary: 'Cria ou substitui um produto da loja pelo seu código/SKU (sessão do lojista ou chave de API)' },
  }, async (request, reply) => {
    const { product, created } = await saveStoreProduct(app.ctx, request.storeId!, request.params.external_id, request.body);
    return reply.status(created ? 201 : 200).send(done(integrationMessages.productSaved, { product, created }));
  });

  route(app, merchantApi.deleteProduct, {
    onRequest: app.requireStoreCaller,
    schema: { tags, summary: 'Exclui um produto da loja (os grupos dele continuam)' },
  }, async (request) => done(integrationMessages.productDeleted, await removeStoreProduct(app.ctx, request.storeId!, request.params.external_id)));

  route(app, merchantApi.apiKeys, {
    onRequest: app.requireRole('merchant'),
    schema: { tags, summary: 'Chaves de API da loja (só o começo de cada uma)' },
  }, async (request) => ({ keys: await storeApiKeys(app.ctx, ownStoreId(request)) }));

  route(app, merchantApi.createApiKey, {
    onRequest: app.requireRole('merchant'),
    schema: { tags, summary: 'Cria uma chave de API (mostrada só nesta resposta)' },
  }, async (request, reply) => {
    const { key, apiKey } = await createApiKey(app.ctx, ownStoreId(request), request.body.label);
    return reply.status(201).send(done(integrationMessages.keyCreated, { key, api_key: apiKey }));
  });

  route(app, merchantApi.revokeApiKey, {
    onRequest: app.requireRole('merchant'),
    schema: { tags, summary: 'Revoga uma chave de API' },
  }, async (request) => done(integrationMessages.keyRevoked, await revokeStoreApiKey(app.ctx, ownStoreId(request), request.params.id)));
};
