import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { integrationMessages } from '@juntai/contract';
import {
  readWebhook, removeWebhook, resendDelivery, rotateWebhookSecret, saveWebhook, webhookDeliveries,
} from '../services/integration/webhook-settings.ts';
import { ownStoreId } from './merchant-common.ts';
import { done } from './done.ts';
import { merchantApi, route } from './api-route.ts';

const tags = ['lojista'];

/** The store's webhook: its URL and secret, and the deliveries with 'Reenviar'. The session's store only. */
export const merchantWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('merchant'));

  route(app, merchantApi.webhook, {
    schema: { tags, summary: 'O webhook da loja (o segredo nunca é mostrado de novo)' },
  }, async (request) => readWebhook(app.ctx, ownStoreId(request)));

  route(app, merchantApi.saveWebhook, {
    schema: { tags, summary: 'Define o endereço https do webhook (o segredo vem só na primeira vez)' },
  }, async (request) => done(integrationMessages.webhookSaved, { webhook: await saveWebhook(app.ctx, ownStoreId(request), request.body.url) }));

  route(app, merchantApi.rotateWebhookSecret, {
    schema: { tags, summary: 'Gera um novo segredo de assinatura (mostrado só nesta resposta)' },
  }, async (request) => done(integrationMessages.webhookSaved, { webhook: await rotateWebhookSecret(app.ctx, ownStoreId(request)) }));

  route(app, merchantApi.removeWebhook, {
    schema: { tags, summary: 'Remove o webhook' },
  }, async (request) => done(integrationMessages.webhookRemoved, await removeWebhook(app.ctx, ownStoreId(request))));

  route(app, merchantApi.webhookDeliveries, {
    schema: { tags, summary: 'As últimas entregas do webhook, mais novas primeiro' },
  }, async (request) => ({ deliveries: await webhookDeliveries(app.ctx, ownStoreId(request)) }));

  route(app, merchantApi.resendDelivery, {
    schema: { tags, summary: 'Reenvia uma entrega' },
  }, async (request) => done(integrationMessages.deliveryResent, await resendDelivery(app.ctx, ownStoreId(request), request.params.id)));
};
