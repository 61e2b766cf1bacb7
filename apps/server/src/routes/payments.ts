import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupErrorCodes, groupMessages } from '@juntai/contract';
import { cents } from '@juntai/domain';
import { findPayment } from '../db/repositories/payments.ts';
import { badRequest, conflict, notFound, unauthorized } from '../errors.ts';
import { isDemo } from '../mode.ts';
import { readGroupView } from '../services/groups/get-group.ts';
import { handleWebhookEvent, payablePixCharge, type WebhookOutcome } from '../services/payments/provider-notifications.ts';
import { SimulatedPaymentProvider } from '../services/payments/simulated-provider.ts';
import { groupsApi, route } from './api-route.ts';

const outcomeMessages: Record<Exclude<WebhookOutcome, 'amount_mismatch'>, string> = {
  paid: 'Pagamento confirmado',
  already_paid: 'Evento já processado',
  refunded_late: 'Cobrança já encerrada: valor devolvido',
  updated: 'Pagamento atualizado',
  ignored: 'Evento ignorado',
  unknown_charge: 'Cobrança desconhecida: evento ignorado',
};

/**
 * Payment routes. They live in an encapsulated plugin whose only body parser keeps the raw bytes:
 * a webhook's signature is checked over exactly what the provider sent.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

  route(app, groupsApi.paymentWebhook, {
    schema: { tags: ['pagamentos'], summary: 'Webhook do provedor de pagamento (X-Webhook-Signature: sha256=<HMAC-SHA256 hex do corpo>)' },
  }, async (request) => {
    const provider = app.ctx.payments;
    if (request.params.provider !== provider.name) throw notFound('Provedor de pagamento desconhecido', groupErrorCodes.notFound);
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const notification = { rawBody: raw, headers: request.headers, query: request.query as Record<string, string | undefined> };
    if (!provider.verifyWebhook(notification)) throw unauthorized('Assinatura do webhook inválida', 'invalid_signature');
    const event = provider.parseWebhook(notification);
    if (!event) throw badRequest('Evento de webhook inválido', groupErrorCodes.validation);
    const outcome = await handleWebhookEvent(app.ctx, event);
    if (outcome === 'amount_mismatch') throw badRequest('O valor pago não confere com o da cobrança PIX', groupErrorCodes.validation);
    if (outcome === 'unknown_charge') request.log.warn({ event }, 'webhook for an unknown PIX charge');
    return { success: true as const, message: outcomeMessages[outcome] };
  });

  // The simulated bank: "Simular pagamento PIX" pays a charge with the event the provider's signed
  // webhook would carry, through the same handling as the route above. Only in a demo installation
  // (ADR 0022), with the simulated provider: anyone may call it, so it must never exist where money is real.
  if (!isDemo(app.ctx.env) || app.ctx.env.PAYMENT_PROVIDER !== 'simulated') return;
  route(app, groupsApi.simulatePixPayment, {
    schema: { tags: ['pagamentos'], summary: 'Simula o pagamento de uma cobrança PIX (só com o provedor simulado)' },
  }, async (request) => {
    const { payment, alreadyPaid } = await payablePixCharge(app.ctx, request.params.txid);
    const provider = app.ctx.payments;
    if (!(provider instanceof SimulatedPaymentProvider)) throw notFound(groupMessages.pixChargeNotFound, groupErrorCodes.notFound);
    if (!alreadyPaid) await handleWebhookEvent(app.ctx, provider.pixPaidEvent(request.params.txid, cents(payment.amount_cents)));
    const after = await findPayment(app.ctx.db, 'id', payment.id);
    if (after?.status !== 'captured') throw conflict(groupMessages.pixChargeNotActive, groupErrorCodes.pixChargeNotActive);
    const now = app.ctx.clock.now();
    return { success: true as const, message: groupMessages.pixConfirmed, payment_status: 'paid' as const, group: await readGroupView(app.ctx.db, after.group_id, now) };
  });
};
