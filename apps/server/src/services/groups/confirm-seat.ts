import type { Compilable } from 'kysely';
import { decideSeatConfirmation, normalizeEmail, isPaid } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/executor.ts';
import { idempotentAnswerInsert } from '../../db/repositories/idempotency.ts';
import { readJoinFacts } from '../../db/repositories/join-reads.ts';
import { auditEntryInsert } from '../../db/repositories/audit-log.ts';
import { cardDeclineInsert } from '../../db/repositories/card-declines.ts';
import { isLive, reservedPaymentConfirmation, seatHolderEmail, transitionPayment } from '../../db/repositories/payments.ts';
import type { GroupRow, PaymentRow } from '../../db/schema.ts';
import { presentGroup } from '../../presenters/group.ts';
import { confirmedJoinBody, refusedJoinBody } from '../../presenters/join-answer.ts';
import { quotaPaidEmails } from '../email/group-emails.ts';
import { pixGeneratedEmail, pixQrPngBase64 } from '../email/pix-emails.ts';
import { cappedEmailsInsert } from '../email/recipient-caps.ts';
import { writeAndAnnounceGroupChange } from '../group-events.ts';
import { completeGroupIfFull } from './complete-group.ts';
import { readGroupView } from './get-group.ts';
import { type AnswerBeforeQrCode, type Idempotency, type JoinAnswerBeforeQrCode, replayedAnswer } from './join-answer.ts';
import { hashToken, newSecretToken } from '../secret-tokens.ts';
import { type LockedChange, withLockedGroup } from './locked-group.ts';
import { ORGANIZER_ACTOR } from './organizer-token.ts';
import type { ProviderOutcome } from './pay-through-provider.ts';

/**
 * The join's second short transaction (ADR 0034): the provider's outcome goes into the reserved
 * payment, the group completes if this was the last quota, and the answer is stored under the
 * Idempotency-Key — one statement in the usual case. What happens is the domain's rule
 * (`decideSeatConfirmation`); the rows go through the repositories and the answer is the presenters'.
 */
export async function confirmSeat(
  ctx: AppContext, linkId: string, reserved: PaymentRow, outcome: ProviderOutcome, idempotency?: Idempotency,
): Promise<JoinAnswerBeforeQrCode> {
  // The PIX e-mail's QR code is drawn before the lock is taken: it is most of a PIX join's CPU.
  const copiaECola = outcome.changes.pix_copia_e_cola;
  const pixQrPng = copiaECola ? pixQrPngBase64(copiaECola) : undefined;
  return withLockedGroup(ctx, linkId, async (trx, group, now): Promise<LockedChange<JoinAnswerBeforeQrCode>> => {
    const facts = await readJoinFacts(trx, group.id, idempotency && { scope: linkId, key: idempotency.key });
    // Another attempt of the same key (a retry that resumed this reservation) confirmed it first.
    if (idempotency && facts.stored) return { value: replayedAnswer(facts.stored, idempotency), providerCallsDue: false };
    const seat = facts.payments.find((p) => p.id === reserved.id);
    const takenBy = facts.payments.find((p) => p.id !== reserved.id && p.seat_key === reserved.seat_key && isPaid(p));
    const decision = decideSeatConfirmation(seat, takenBy !== undefined, outcome.status === 'failed');
    if (decision.kind === 'refuse') {
      // What the provider did is undone after the commit: its void or cancel is left due.
      const withdrawn = seat && decision.withdrawAtProvider
        ? await transitionPayment(trx, seat.id, seat.status, seat.status === 'reserved' ? 'cancelled' : seat.status, now, {
          provider_reference: outcome.changes.provider_reference, provider_due: seat.method === 'pix' ? 'cancel' : 'void',
        })
        : undefined;
      return { value: { statusCode: 409, body: refusedJoinBody(decision.reason, takenBy?.name), replayed: false }, providerCallsDue: withdrawn !== undefined };
    }

    // An accepted payment hands the browser its proof: the raw token goes only into this
    // answer, and so into its stored copy under the Idempotency-Key, so a retry shows the same token.
    const payerToken = outcome.statusCode === 201 ? newSecretToken() : undefined;
    const payment: PaymentRow = {
      ...seat!, ...outcome.changes, status: outcome.status, payer_token_hash: payerToken ? hashToken(payerToken) : null, updated_at: now,
    };
    const { others, withdrawn } = await withWaitingChargesWithdrawn(trx, facts.payments.filter((p) => p.id !== payment.id), payment, now);
    const paidCount = others.filter((p) => isLive(p) && isPaid(p)).length + (payment.status === 'authorized' ? 1 : 0);
    const writes = await confirmationWrites(ctx, trx, group, payment, paidCount, now, pixQrPng);
    const stored = (body: AnswerBeforeQrCode) => ({ requestHash: idempotency?.requestHash ?? '', statusCode: outcome.statusCode, body });

    // Usually the answer is made from the rows in hand and every write goes in one statement.
    if (!(payment.status === 'authorized' && paidCount >= group.number_of_quotas)) {
      const body = confirmedJoinBody(outcome, payment, presentGroup({ ...group, invitees: facts.invitees, payments: [...others, payment] }, now), payerToken, false);
      if (idempotency) writes.push(idempotentAnswerInsert(trx, linkId, idempotency.key, stored(body), now));
      await writeAndAnnounceGroupChange(ctx, trx, linkId, writes);
      return { value: { statusCode: outcome.statusCode, body, replayed: false }, providerCallsDue: withdrawn };
    }
    // The last quota changes more than its own rows: the payment goes in first, then the group completes
    // (its status, every card marked captured: their captures left due), then the group is read back under the lock.
    await writeAndAnnounceGroupChange(ctx, trx, linkId, writes);
    const completed = await completeGroupIfFull(ctx, trx, group, now, paidCount);
    const body = confirmedJoinBody(outcome, payment, await readGroupView(trx, group.id, now), payerToken, completed);
    if (idempotency) await idempotentAnswerInsert(trx, linkId, idempotency.key, stored(body), now).execute();
    return { value: { statusCode: outcome.statusCode, body, replayed: false }, providerCallsDue: withdrawn || completed };
  });
}

/**
 * The rows a confirmed payment writes besides itself, unsent so that they ride in one statement: a
 * card decline counted against its client, the e-mails (quota paid, or the PIX code to pay, so closing
 * the page never loses it, with `pixQrPng`, the QR code of the provider's answer) and the audit of a
 * quota the organizer covered.
 */
async function confirmationWrites(
  ctx: AppContext, trx: Executor, group: GroupRow, payment: PaymentRow, paidCount: number, now: Date, pixQrPng: string | undefined,
): Promise<Compilable[]> {
  const writes: Compilable[] = [reservedPaymentConfirmation(trx, payment)];
  if (payment.status === 'failed' && payment.method === 'card' && payment.client_address !== null) {
    writes.push(cardDeclineInsert(trx, { clientAddress: payment.client_address, emailKey: normalizeEmail(payment.email), at: now }));
  }
  if (payment.status === 'authorized') {
    const friendEmail = payment.covered_by_organizer ? await seatHolderEmail(trx, group.id, payment.seat_key) : undefined;
    writes.push(cappedEmailsInsert(trx, quotaPaidEmails(ctx.env, group, payment, paidCount, now, friendEmail)));
  }
  if (payment.status === 'processing' && payment.method === 'pix' && payment.pix_copia_e_cola && payment.pix_expires_at && pixQrPng) {
    writes.push(cappedEmailsInsert(trx, [pixGeneratedEmail(ctx.env, group, payment, {
      copiaECola: payment.pix_copia_e_cola, expiresAt: payment.pix_expires_at, qrPngBase64: pixQrPng,
    })]));
  }
  if (payment.covered_by_organizer && payment.status !== 'failed') {
    writes.push(auditEntryInsert(trx, {
      actorUserId: null, actorEmail: ORGANIZER_ACTOR, action: 'group.quota_covered', entity: 'group', entityId: group.link_id,
      before: null, after: { participant: payment.name, amount_cents: payment.amount_cents, method: payment.method }, at: now,
    }));
  }
  return writes;
}

/**
 * A card that took its seat withdraws the PIX charges still waiting on it (ADR 0034): each is cancelled
 * once, the cancel left due for after the commit; money already on its way for one of them arrives to a
 * closed charge and is given back (provider-notifications.ts). Answers the payments as they now stand,
 * and whether any cancel was left due.
 */
async function withWaitingChargesWithdrawn(trx: Executor, others: PaymentRow[], payment: PaymentRow, now: Date): Promise<{ others: PaymentRow[]; withdrawn: boolean }> {
  if (payment.status !== 'authorized') return { others, withdrawn: false };
  const after: PaymentRow[] = [];
  let withdrawn = false;
  for (const p of others) {
    const waiting = p.seat_key === payment.seat_key && p.status === 'processing' && p.method === 'pix';
    const cancelled = waiting ? await transitionPayment(trx, p.id, 'processing', 'cancelled', now, { provider_due: 'cancel' }) : undefined;
    if (cancelled) withdrawn = true;
    after.push(cancelled ?? p);
  }
  return { others: after, withdrawn };
}
