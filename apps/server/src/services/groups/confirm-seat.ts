import type { Compilable } from 'kysely';
import { type Group, groupErrorCodes, groupMessages } from '@juntai/contract';
import { normalizeEmail, isPaid } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { idempotentAnswerInsert } from '../../db/repositories/idempotency.ts';
import { readJoinFacts } from '../../db/repositories/join-reads.ts';
import { auditEntryInsert } from '../../db/repositories/audit-log.ts';
import { cardDeclineInsert } from '../../db/repositories/card-declines.ts';
import { isLive, seatHolderEmail, transitionPayment } from '../../db/repositories/payments.ts';
import type { PaymentRow } from '../../db/schema.ts';
import { presentGroup, presentPayment } from '../../presenters/group.ts';
import { quotaPaidEmails } from '../email/group-emails.ts';
import { pixGeneratedEmail } from '../email/pix-emails.ts';
import { cappedEmailsInsert } from '../email/recipient-caps.ts';
import { writeAndAnnounceGroupChange } from '../group-events.ts';
import { completeGroupIfFull } from './complete-group.ts';
import { readGroupView } from './get-group.ts';
import { type AnswerBeforeQrCode, type Idempotency, type MadeAnswer, replayedAnswer } from './join-answer.ts';
import { hashToken, newSecretToken } from '../secret-tokens.ts';
import { withLockedGroup } from './locked-group.ts';
import { ORGANIZER_ACTOR } from './organizer-token.ts';
import type { ProviderOutcome } from './pay-through-provider.ts';

/**
 * The join's second short transaction (ADR 0034): the provider's outcome goes into the reserved
 * payment, the group completes if this was the last quota, and the answer is stored under the
 * Idempotency-Key — one statement in the usual case. When the reservation was released meanwhile
 * (the group expired, or the reconciliation job gave up on it), what the provider did is undone
 * instead (its void or cancel left due) and the payer is told nothing was taken.
 */
export async function confirmSeat(
  ctx: AppContext, linkId: string, reserved: PaymentRow, outcome: ProviderOutcome, idempotency?: Idempotency,
): Promise<MadeAnswer> {
  return withLockedGroup(ctx, linkId, async (trx, group, now): Promise<MadeAnswer> => {
    const facts = await readJoinFacts(trx, group.id, idempotency && { scope: linkId, key: idempotency.key });
    // Another attempt of the same key (a retry that resumed this reservation) confirmed it first.
    if (idempotency && facts.stored) return replayedAnswer(facts.stored, idempotency);
    const seat = facts.payments.find((p) => p.id === reserved.id);
    // Money for the seat arrived while the provider was asked (a PIX paid): this payment is not taken.
    const takenBy = facts.payments.find((p) => p.id !== reserved.id && p.seat_key === reserved.seat_key && isPaid(p));
    if (seat?.status !== 'reserved' || (takenBy && outcome.status !== 'failed')) {
      if (seat && outcome.status !== 'failed') {
        await transitionPayment(trx, seat.id, seat.status, seat.status === 'reserved' ? 'cancelled' : seat.status, now, {
          provider_reference: outcome.changes.provider_reference, provider_due: seat.method === 'pix' ? 'cancel' : 'void',
        });
      }
      const body = takenBy
        ? { success: false as const, detail: groupMessages.seatPaidMeanwhile(takenBy.name), code: groupErrorCodes.seatTaken }
        : { success: false as const, detail: groupMessages.paymentNotCompleted, code: groupErrorCodes.paymentNotCompleted };
      return { statusCode: 409, body, replayed: false };
    }

    // An accepted payment hands the browser its proof: the raw token goes only into this
    // answer, and so into its stored copy under the Idempotency-Key, so a retry shows the same token.
    const payerToken = outcome.statusCode === 201 ? newSecretToken() : undefined;
    const payment: PaymentRow = {
      ...seat, ...outcome.changes, status: outcome.status, payer_token_hash: payerToken ? hashToken(payerToken) : null, updated_at: now,
    };
    const others = await withWaitingChargesWithdrawn(trx, facts.payments.filter((p) => p.id !== seat.id), payment, now);
    const paidCount = others.filter((p) => isLive(p) && isPaid(p)).length
      + (payment.status === 'authorized' ? 1 : 0);
    const writes: Compilable[] = [confirmation(trx, payment)];
    if (payment.status === 'failed' && payment.method === 'card' && payment.client_address !== null) {
      writes.push(cardDeclineInsert(trx, { clientAddress: payment.client_address, emailKey: normalizeEmail(payment.email), at: now }));
    }
    if (payment.status === 'authorized') {
      const friendEmail = payment.covered_by_organizer ? await seatHolderEmail(trx, group.id, payment.seat_key) : undefined;
      writes.push(cappedEmailsInsert(trx, quotaPaidEmails(ctx.env, group, payment, paidCount, now, friendEmail)));
    }
    // A PIX to pay: its code by e-mail too, so closing the page never loses it.
    if (payment.status === 'processing' && payment.method === 'pix' && payment.pix_copia_e_cola && payment.pix_expires_at) {
      writes.push(cappedEmailsInsert(trx, [await pixGeneratedEmail(ctx.env, group, payment, { copiaECola: payment.pix_copia_e_cola, expiresAt: payment.pix_expires_at })]));
    }
    if (payment.covered_by_organizer && outcome.statusCode === 201) {
      writes.push(auditEntryInsert(trx, {
        actorUserId: null, actorEmail: ORGANIZER_ACTOR, action: 'group.quota_covered', entity: 'group', entityId: linkId,
        before: null, after: { participant: payment.name, amount_cents: payment.amount_cents, method: payment.method }, at: now,
      }));
    }

    const answer = async (view: () => Group | Promise<Group>, completed = false): Promise<AnswerBeforeQrCode> => (outcome.statusCode === 201
      ? {
        success: true, message: completed ? groupMessages.cardApprovedCompleted : outcome.message, payment: presentPayment(payment),
        group: await view(), ...(payerToken ? { payer_token: payerToken } : {}),
      }
      : { success: false, detail: outcome.message, code: groupErrorCodes.paymentDeclined });
    const stored = (body: AnswerBeforeQrCode) => ({ requestHash: idempotency?.requestHash ?? '', statusCode: outcome.statusCode, body });

    // Usually the answer is made from the rows in hand and every write goes in one statement.
    if (!(payment.status === 'authorized' && paidCount >= group.number_of_quotas)) {
      const body = await answer(() => presentGroup({ ...group, invitees: facts.invitees, payments: [...others, payment] }, now));
      if (idempotency) writes.push(idempotentAnswerInsert(trx, linkId, idempotency.key, stored(body), now));
      await writeAndAnnounceGroupChange(ctx, trx, linkId, writes);
      return { statusCode: outcome.statusCode, body, replayed: false };
    }
    // The last quota changes more than its own rows: the payment goes in first, then the group completes
    // (its status, every card marked captured), then the group is read back under the lock.
    await writeAndAnnounceGroupChange(ctx, trx, linkId, writes);
    const completed = await completeGroupIfFull(ctx, trx, group, now, paidCount);
    const body = await answer(() => readGroupView(trx, group.id, now), completed);
    if (idempotency) await idempotentAnswerInsert(trx, linkId, idempotency.key, stored(body), now).execute();
    return { statusCode: outcome.statusCode, body, replayed: false };
  });
}

/**
 * A card that took its seat withdraws the PIX charges still waiting on it (ADR 0034): each is cancelled
 * once, the cancel made at the provider after the commit; money already on its way for one of them
 * arrives to a closed charge and is given back (provider-notifications.ts). Answers the payments as
 * they now stand.
 */
async function withWaitingChargesWithdrawn(trx: Parameters<typeof transitionPayment>[0], others: PaymentRow[], payment: PaymentRow, now: Date): Promise<PaymentRow[]> {
  if (payment.status !== 'authorized') return others;
  const after: PaymentRow[] = [];
  for (const p of others) {
    const waiting = p.seat_key === payment.seat_key && p.status === 'processing' && p.method === 'pix';
    after.push(waiting ? (await transitionPayment(trx, p.id, 'processing', 'cancelled', now, { provider_due: 'cancel' })) ?? p : p);
  }
  return after;
}

/** The reserved payment takes the provider's outcome (the lock guarantees it is still reserved). */
function confirmation(trx: Parameters<typeof transitionPayment>[0], payment: PaymentRow) {
  const { id, status, provider_reference, pix_copia_e_cola, pix_expires_at, paid_at, installment_cents, payer_token_hash, updated_at } = payment;
  return trx.updateTable('payments')
    .set({ status, provider_reference, pix_copia_e_cola, pix_expires_at, paid_at, installment_cents, payer_token_hash, updated_at })
    .where('id', '=', id).where('status', '=', 'reserved');
}
