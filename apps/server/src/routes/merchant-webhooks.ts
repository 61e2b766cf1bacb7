import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema, idParam, integrationMessages, webhookDeliveryListSchema, webhookSavedSchema, webhookSettingsInputSchema, webhookSettingsSchema,
} from '@juntai/contract';
import { z } from 'zod';
import {
  readWebhook, removeWebhook, resendDelivery, rotateWebhookSecret, saveWebhook, webhookDeliveries,
} from '../services/integration/webhook-settings.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['lojista'];
const done = z.object({ success: z.literal(true), detail: z.string() });

/** The store's webhook: its URL and secret, and the deliveries with 'Reenviar'. The session's store only. */
export const merchantWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('merchant'));
  const storeOf = (request: { account?: { store: { store_id: string } | null } | undefined }) => request.account!.store!.store_id;

  app.get('/admin/webhook', {
    schema: { tags, summary: 'O webhook da loja (o segredo nunca é mostrado de novo)', response: { 200: webhookSettingsSchema, ...errors } },
  }, async (request) => readWebhook(app.ctx, storeOf(request)));

  app.put('/admin/webhook', {
    schema: { tags, summary: 'Define o endereço https do webhook (o segredo vem só na primeira vez)', body: webhookSettingsInputSchema, response: { 200: webhookSavedSchema, ...errors } },
  }, async (request) => ({ success: true as const, detail: integrationMessages.webhookSaved, webhook: await saveWebhook(app.ctx, storeOf(request), request.body.url) }));

  app.post('/admin/webhook/rotate-secret', {
    schema: { tags, summary: 'Gera um novo segredo de assinatura (mostrado só nesta resposta)', response: { 200: webhookSavedSchema, ...errors } },
  }, async (request) => ({ success: true as const, detail: integrationMessages.webhookSaved, webhook: await rotateWebhookSecret(app.ctx, storeOf(request)) }));

  app.delete('/admin/webhook', {
    schema: { tags, summary: 'Remove o webhook', response: { 200: done, ...errors } },
  }, async (request) => {
    await removeWebhook(app.ctx, storeOf(request));
    return { success: true as const, detail: integrationMessages.webhookRemoved };
  });

  app.get('/admin/webhook/deliveries', {
    schema: { tags, summary: 'As últimas entregas do webhook, mais novas primeiro', response: { 200: webhookDeliveryListSchema, ...errors } },
  }, async (request) => ({ deliveries: await webhookDeliveries(app.ctx, storeOf(request)) }));

  app.post('/admin/webhook/deliveries/:id/resend', {
    schema: { tags, summary: 'Reenvia uma entrega', params: idParam(integrationMessages.deliveryNotFound), response: { 200: done, ...errors } },
  }, async (request) => {
    await resendDelivery(app.ctx, storeOf(request), request.params.id);
    return { success: true as const, detail: integrationMessages.deliveryResent };
  });
};
