import { toReais, type WebhookEvent } from '@juntai/contract';
import { isPaid } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/executor.ts';
import { listGroupPayments } from '../../db/repositories/payments.ts';
import { findProductSku } from '../../db/repositories/products.ts';
import { findStoreWebhook, insertDelivery } from '../../db/repositories/store-webhooks.ts';
import type { GroupRow, PaymentRow } from '../../db/schema.ts';
import { groupLink } from '../email/group-emails.ts';
import { currentRequestId } from '../../http/request-id.ts';

/**
 * The events a store's webhook receives (docs/integration.md), queued in the transaction of the change
 * they tell about (the outbox): the change and its event commit together or not at all, and each
 * change queues its event once (dedupe key). The job in deliver-webhooks.ts sends them.
 */
async function queueStoreEvent(ctx: AppContext, trx: Executor, event: WebhookEvent, group: GroupRow, dedupeKey: string, data: Record<string, unknown>): Promise<void> {
  // A store without a webhook gets nothing queued (its panel shows no deliveries).
  if (!(await findStoreWebhook(trx, group.store_id))) return;
  const now = ctx.clock.now();
  const body = JSON.stringify({ id: dedupeKey, type: event, created_at: now.toISOString(), data });
  // The request's id goes with it, so each attempt's log line leads back to the change that queued it.
  await insertDelivery(trx, { store_id: group.store_id, event, link_id: group.link_id, dedupe_key: dedupeKey, body, created_at: now, request_id: currentRequestId() ?? null });
}

/**
 * What every event says about the group: the product (with the store's SKU) and totals, and the
 * organizer only for the order the store delivers (`withOrganizer`): a group that did not complete
 * needs no delivery, so its events carry no personal data (LGPD art. 6 III, ADR 0049).
 */
async function groupFacts(ctx: AppContext, trx: Executor, group: GroupRow, withOrganizer: boolean) {
  const sku = group.product_id === null ? null : await findProductSku(trx, group.product_id);
  return {
    link_id: group.link_id,
    url: groupLink(ctx.env, group.link_id),
    status: group.status,
    product: { id: group.product_id, sku, name: group.product_name, price: toReais(group.product_price_cents) },
    total: toReais(group.total_cents),
    number_of_quotas: group.number_of_quotas,
    ...(withOrganizer ? { organizer: { name: group.creator_name, email: group.creator_email, whatsapp: group.creator_whatsapp } } : {}),
    created_at: group.created_at.toISOString(),
    expires_at: group.expires_at.toISOString(),
  };
}

/** One quota: who paid (only for a completed group's order, see groupFacts) and what. */
const paymentFacts = (p: PaymentRow, withPayer: boolean) => ({
  ...(withPayer ? { name: p.name, email: p.email, whatsapp: p.whatsapp } : {}),
  amount: toReais(p.amount_cents), method: p.method, installments: p.installments, paid_at: p.paid_at?.toISOString() ?? null,
});

/** The order to ship: who paid what, with the contacts the store needs to deliver. */
export async function queueGroupCompletedEvent(ctx: AppContext, trx: Executor, group: GroupRow, completedAt: Date): Promise<void> {
  const paid = (await listGroupPayments(trx, group.id)).filter(isPaid);
  await queueStoreEvent(ctx, trx, 'group.completed', group, `group.completed:${group.id}`, {
    group: { ...(await groupFacts(ctx, trx, group, true)), status: 'completed', completed_at: completedAt.toISOString() },
    participants: paid.map((p) => paymentFacts(p, true)),
  });
}

/** The group ran out of time: nothing to ship; `refunds_issued` quotas were given back. */
export async function queueGroupExpiredEvent(ctx: AppContext, trx: Executor, group: GroupRow, paidCount: number, refundsIssued: number): Promise<void> {
  await queueStoreEvent(ctx, trx, 'group.expired', group, `group.expired:${group.id}`, {
    group: { ...(await groupFacts(ctx, trx, group, false)), status: 'expired' },
    paid_count: paidCount,
    refunds_issued: refundsIssued,
  });
}

/** One quota's money given back (a voided card, a refunded card or PIX). */
/** Why money went back: the group expired, a PIX paid too late, a refund made at the provider, or a chargeback. */
export type PaymentRefundReason = 'group_expired' | 'charge_lapsed' | 'seat_taken' | 'refunded_at_provider' | 'charged_back';

export async function queuePaymentRefundedEvent(ctx: AppContext, trx: Executor, group: GroupRow, payment: PaymentRow, reason: PaymentRefundReason): Promise<void> {
  // A refund after the order was placed concerns a customer the store already knows; before it, nobody.
  const completed = group.status === 'completed';
  await queueStoreEvent(ctx, trx, 'payment.refunded', group, `payment.refunded:${payment.id}`, {
    group: await groupFacts(ctx, trx, group, completed),
    payment: { id: payment.id, ...paymentFacts(payment, completed), status: payment.status, reason },
  });
}
