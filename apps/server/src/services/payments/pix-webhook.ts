import { groupErrorCodes, groupMessages } from '@juntai/contract';
import { cents, hasPixLapsed } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { lockGroupById } from '../../db/repositories/groups.ts';
import { findPaymentById, findPaymentByTxid, listLivePayments, transitionPayment } from '../../db/repositories/payments.ts';
import type { PaymentRow } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { queuePaymentRefundedEmail, queueQuotaPaidEmails } from '../email/group-emails.ts';
import { queuePaymentRefundedEvent } from '../integration/store-events.ts';
import { announceGroupChange } from '../group-events.ts';
import { completeGroupIfFull } from '../groups/complete-group.ts';
import { expireGroupIfDue, expireLockedGroupIfDue } from '../groups/expire-groups.ts';
import type { WebhookEvent } from './provider.ts';

export type WebhookOutcome =
  | 'paid' | 'already_paid' | 'refunded_late' | 'ignored' | 'unknown_charge' | 'amount_mismatch';

/**
 * Acts on a verified webhook. `pix.paid` turns the pending charge into a paid quota (status
 * captured: the money is in) and completes the group if it was the last one. Replays are harmless:
 * the change is guarded by `WHERE status = 'processing'`, so a second delivery finds nothing to do.
 * Money that arrives for a charge already cancelled (it lapsed, or the group expired) is refunded.
 */
export async function handleWebhookEvent(ctx: AppContext, event: WebhookEvent): Promise<WebhookOutcome> {
  if (event.type !== 'pix.paid') return 'ignored';
  const found = await findPaymentByTxid(ctx.db, event.txid);
  if (!found) return 'unknown_charge';
  if (found.amount_cents !== event.amount) return 'amount_mismatch';
  await expireGroupIfDue(ctx, { id: found.group_id });

  const provider = ctx.payments;
  return ctx.db.transaction().execute(async (trx): Promise<WebhookOutcome> => {
    const group = await lockGroupById(trx, found.group_id);
    if (!group) return 'unknown_charge';
    const now = ctx.clock.now();
    // Due since the check above: expire now, in this transaction, so the charge below is cancelled.
    const status = (await expireLockedGroupIfDue(ctx, trx, group, now)) ? 'expired' : group.status;
    let payment = await findPaymentById(trx, found.id) as PaymentRow;

    if (payment.status === 'processing' && status !== 'active') {
      // Cannot happen while seats are unique (a completed group has no pending charge); be safe anyway.
      const moved = await transitionPayment(trx, payment.id, 'processing', 'cancelled', now);
      if (moved) payment = moved;
    }
    if (payment.status === 'processing') {
      const moved = await transitionPayment(trx, payment.id, 'processing', 'captured', now, { paid_at: now, captured_at: now });
      if (!moved) return 'already_paid';
      const paidCount = (await listLivePayments(trx, group.id)).filter((p) => p.status !== 'processing').length;
      await queueQuotaPaidEmails(trx, ctx.env, group, moved, paidCount);
      await completeGroupIfFull(ctx, trx, group, now, paidCount);
      await announceGroupChange(ctx, trx, group.link_id);
      return 'paid';
    }
    if (payment.status === 'captured') return 'already_paid';
    if (payment.status === 'cancelled') {
      const moved = await transitionPayment(trx, payment.id, 'cancelled', 'refunded', now);
      if (!moved) return 'already_paid';
      await provider.refund(moved.provider_reference, cents(moved.amount_cents));
      const reason = status === 'expired' ? 'group_expired' : 'charge_lapsed';
      await queuePaymentRefundedEmail(trx, ctx.env, group, moved, reason);
      await queuePaymentRefundedEvent(ctx, trx, group, moved, reason);
      await announceGroupChange(ctx, trx, group.link_id);
      return 'refunded_late';
    }
    return 'ignored';
  });
}

/**
 * What the simulated bank checks before it lets someone pay a PIX charge ("Simular pagamento PIX"):
 * the charge exists and is still payable (a real bank refuses an expired charge too). Answers the
 * payment, and whether it was already paid.
 */
export async function payablePixCharge(ctx: AppContext, txid: string): Promise<{ payment: PaymentRow; alreadyPaid: boolean }> {
  const found = await findPaymentByTxid(ctx.db, txid);
  if (!found) throw notFound(groupMessages.pixChargeNotFound, groupErrorCodes.notFound);
  await expireGroupIfDue(ctx, { id: found.group_id });
  const payment = await findPaymentById(ctx.db, found.id);
  if (!payment) throw notFound(groupMessages.pixChargeNotFound, groupErrorCodes.notFound);
  if (payment.status === 'captured') return { payment, alreadyPaid: true };
  const lapsed = hasPixLapsed({ method: payment.method, pixExpiresAt: payment.pix_expires_at }, ctx.clock.now());
  if (payment.status !== 'processing' || lapsed) throw conflict(groupMessages.pixChargeNotActive, groupErrorCodes.pixChargeNotActive);
  return { payment, alreadyPaid: false };
}
