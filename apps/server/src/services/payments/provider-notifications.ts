import { groupErrorCodes, groupMessages } from '@juntai/contract';
import { hasPixLapsed, holdsSeat, isPaid } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/executor.ts';
import { lockGroupById } from '../../db/repositories/groups.ts';
import {
  findPayment, listLivePayments, seatHolderEmail, transitionPayment,
} from '../../db/repositories/payments.ts';
import type { GroupRow, PaymentRow, PaymentStatus } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { queuePaymentRefundedEmail, quotaPaidEmails } from '../email/group-emails.ts';
import { enqueueGroupEmails } from '../email/recipient-caps.ts';
import { queuePaymentRefundedEvent } from '../integration/store-events.ts';
import { announceGroupChange } from '../group-events.ts';
import { completeGroupIfFull } from '../groups/complete-group.ts';
import { expireGroupIfDue, expireLockedGroupIfDue } from '../groups/expire-groups.ts';
import type { ProviderPayment, WebhookEvent } from './provider.ts';
import { settleGroupWithProvider } from './provider-settlement.ts';

export type WebhookOutcome =
  | 'paid' | 'already_paid' | 'refunded_late' | 'updated' | 'ignored' | 'unknown_charge' | 'amount_mismatch';

/**
 * Acts on a verified notification. A notification is only a trigger: what counts is the payment as
 * the provider has it now (the simulated provider's `pix.paid` carries it; a real provider's
 * `payment.changed` is looked up), so one that arrives late, twice or out of order changes nothing
 * that another already applied.
 */
export async function handleWebhookEvent(ctx: AppContext, event: WebhookEvent): Promise<WebhookOutcome> {
  if (event.type === 'ignored') return 'ignored';
  if (event.type === 'pix.paid') {
    const found = await findPayment(ctx.db, 'pix_txid', event.txid);
    if (!found) return 'unknown_charge';
    return applyProviderPayment(ctx, found, { providerReference: found.provider_reference, reference: found.reference, status: 'paid', amount: event.amount });
  }
  const state = await ctx.payments.lookup({ providerReference: event.providerReference });
  if (!state) return 'unknown_charge';
  const found = (await findPayment(ctx.db, 'provider_reference', state.providerReference))
    ?? (state.reference ? await findPayment(ctx.db, 'reference', state.reference) : undefined);
  return found ? applyProviderPayment(ctx, found, state) : 'unknown_charge';
}

/**
 * Brings one payment in line with the provider's word, under its group's lock, each move once
 * (`WHERE status = …`): a PIX paid or a card approved after review becomes a paid quota (and may
 * complete the group); money that arrives for a charge already closed is refunded; a refund or a
 * chargeback made at the provider (its panel, the payer's bank) shows in the group and the figures.
 * A seat still being reserved is the join's (or the reconciliation job's) to settle.
 */
export async function applyProviderPayment(ctx: AppContext, found: PaymentRow, state: ProviderPayment): Promise<WebhookOutcome> {
  if (found.amount_cents !== state.amount) return 'amount_mismatch';
  await expireGroupIfDue(ctx, { id: found.group_id });
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<WebhookOutcome> => {
    const group = await lockGroupById(trx, found.group_id);
    if (!group) return 'unknown_charge';
    const now = ctx.clock.now();
    // Due since the check above: expire now, in this transaction, so the charge below is given back.
    const active = !(await expireLockedGroupIfDue(ctx, trx, group, now)) && group.status === 'active';
    const payment = await findPayment(trx, 'id', found.id) as PaymentRow;
    const outcome = await applyUnderLock(ctx, trx, group, payment, state, active, now);
    if (outcome === 'paid' || outcome === 'refunded_late' || outcome === 'updated') await announceGroupChange(ctx, trx, group.link_id);
    return outcome;
  });
  await settleGroupWithProvider(ctx, found.group_id);
  return outcome;
}

async function applyUnderLock(
  ctx: AppContext, trx: Executor, group: GroupRow, payment: PaymentRow, state: ProviderPayment, active: boolean, now: Date,
): Promise<WebhookOutcome> {
  const move = (from: PaymentStatus, to: PaymentStatus, extra: Parameters<typeof transitionPayment>[5] = {}) =>
    transitionPayment(trx, payment.id, from, to, now, { provider_reference: state.providerReference, ...extra });
  const tookMoney = state.status === 'paid' || state.status === 'authorized';
  switch (payment.status) {
    case 'processing': {
      if (tookMoney && !active) {
        // Cannot happen while seats are unique (a closed group has no pending payment); give it back anyway.
        return (await move('processing', state.status === 'paid' ? 'refunded' : 'voided', { provider_due: state.status === 'paid' ? 'refund' : 'void' }))
          ? 'refunded_late' : 'already_paid';
      }
      if (tookMoney) {
        const live = await listLivePayments(trx, group.id);
        const holder = live.find((p) => p.id !== payment.id && p.seat_key === payment.seat_key && holdsSeat(p));
        // The seat went to money that arrived first (or to a card under the issuer's review): this goes back.
        if (holder && holder.status !== 'reserved') {
          const returned = await move('processing', state.status === 'paid' ? 'refunded' : 'voided', { provider_due: state.status === 'paid' ? 'refund' : 'void' });
          if (!returned) return 'already_paid';
          await queuePaymentRefundedEmail(trx, ctx.env, group, returned, 'seat_taken');
          await queuePaymentRefundedEvent(ctx, trx, group, returned, 'seat_taken');
          return 'refunded_late';
        }
        // A card still being answered is no money yet: this arrived first. The card's reservation is
        // released (its authorisation voided); its join answers that the seat was paid meanwhile.
        if (holder) await transitionPayment(trx, holder.id, 'reserved', 'failed', now, { provider_due: 'void' });
        const moved = state.status === 'paid'
          ? await move('processing', 'captured', { paid_at: now, captured_at: now })
          : await move('processing', 'authorized', { paid_at: now });
        if (!moved) return 'already_paid';
        // The other PIX charges waiting on this seat are withdrawn; money already sent for one comes back.
        for (const waiting of live.filter((p) => p.id !== payment.id && p.seat_key === payment.seat_key && p.status === 'processing' && p.method === 'pix')) {
          await transitionPayment(trx, waiting.id, 'processing', 'cancelled', now, { provider_due: 'cancel' });
        }
        const paidCount = live.filter((p) => p.id !== payment.id && isPaid(p)).length + 1;
        const friendEmail = moved.covered_by_organizer ? await seatHolderEmail(trx, group.id, moved.seat_key) : undefined;
        await enqueueGroupEmails(trx, quotaPaidEmails(ctx.env, group, moved, paidCount, now, friendEmail));
        await completeGroupIfFull(ctx, trx, group, now, paidCount);
        return 'paid';
      }
      if (state.status === 'rejected' || state.status === 'cancelled') {
        return (await move('processing', payment.method === 'pix' ? 'cancelled' : 'failed')) ? 'updated' : 'ignored';
      }
      return 'ignored';
    }
    case 'cancelled': {
      if (state.status !== 'paid') return 'ignored';
      // Money for a charge already closed (it lapsed, or the group expired): it goes back.
      const moved = await move('cancelled', 'refunded', { provider_due: 'refund' });
      if (!moved) return 'already_paid';
      const seatTaken = (await listLivePayments(trx, group.id)).some((p) => p.seat_key === payment.seat_key && isPaid(p));
      const reason = seatTaken ? 'seat_taken' : active ? 'charge_lapsed' : 'group_expired';
      await queuePaymentRefundedEmail(trx, ctx.env, group, moved, reason);
      await queuePaymentRefundedEvent(ctx, trx, group, moved, reason);
      return 'refunded_late';
    }
    case 'authorized':
    case 'captured':
    case 'disputed': {
      // The store won the dispute: the money is its own again.
      if (payment.status === 'disputed' && state.status === 'paid') return (await move('disputed', 'captured')) ? 'updated' : 'ignored';
      if (state.status === 'paid' || state.status === 'authorized') return 'already_paid';
      // A dispute holds money taken (an authorisation cannot be disputed): it may still come back.
      if (state.status === 'disputed') {
        return payment.status === 'captured' && (await move('captured', 'disputed')) ? 'updated' : 'ignored';
      }
      const to = closedAtProvider[state.status];
      if (!to) return 'ignored';
      const moved = await move(payment.status, to);
      if (!moved) return 'ignored';
      await queuePaymentRefundedEvent(ctx, trx, group, moved, to === 'charged_back' ? 'charged_back' : 'refunded_at_provider');
      return 'updated';
    }
    default:
      return 'ignored';
  }
}

/** A paid quota closed at the provider: refunded in its panel, charged back by the payer's bank, or its hold lapsed. */
const closedAtProvider: Partial<Record<ProviderPayment['status'], PaymentStatus>> = {
  refunded: 'refunded', charged_back: 'charged_back', cancelled: 'voided',
};

/**
 * What the simulated bank checks before it lets someone pay a PIX charge ("Simular pagamento PIX"):
 * the charge exists and is still payable (a real bank refuses an expired charge too). Answers the
 * payment, and whether it was already paid.
 */
export async function payablePixCharge(ctx: AppContext, txid: string): Promise<{ payment: PaymentRow; alreadyPaid: boolean }> {
  const found = await findPayment(ctx.db, 'pix_txid', txid);
  if (!found) throw notFound(groupMessages.pixChargeNotFound, groupErrorCodes.notFound);
  await expireGroupIfDue(ctx, { id: found.group_id });
  const payment = await findPayment(ctx.db, 'id', found.id);
  if (!payment) throw notFound(groupMessages.pixChargeNotFound, groupErrorCodes.notFound);
  if (payment.status === 'captured') return { payment, alreadyPaid: true };
  const lapsed = hasPixLapsed({ method: payment.method, pixExpiresAt: payment.pix_expires_at }, ctx.clock.now());
  if (payment.status !== 'processing' || lapsed) throw conflict(groupMessages.pixChargeNotActive, groupErrorCodes.pixChargeNotActive);
  return { payment, alreadyPaid: false };
}
