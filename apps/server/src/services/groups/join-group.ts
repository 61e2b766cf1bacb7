import { type ErrorBody, groupErrorCodes, groupMessages, type JoinResponse } from '@juntai/contract';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { assertCardJoinsOpen } from '../payments/card-declines.ts';
import { withPixQrCode } from '../../presenters/group.ts';
import { confirmSeat } from './confirm-seat.ts';
import type { Idempotency, JoinInput, JoinAnswerBeforeQrCode } from './join-answer.ts';
import { payThroughProvider } from './pay-through-provider.ts';
import type { OrganizerProof } from './organizer-token.ts';
import { releaseReservation } from './release-reservation.ts';
import { reserveSeat } from './reserve-seat.ts';
import { assertCompanyPublished } from '../privacy/company-identity.ts';

/** A join's answer as sent: a PIX's QR code drawn into it. */
export type JoinAnswer = Omit<JoinAnswerBeforeQrCode, 'body'> & { body: JoinResponse | ErrorBody };

/**
 * POST /api/groups/{linkId}/join: one person pays one seat, in three steps so that no lock (and no
 * database connection) is held while the provider is asked (ADR 0034, which supersedes the one
 * transaction of ADR 0034):
 * 1. reserve: under the group's lock, the seat is chosen and held by a `reserved` payment;
 * 2. ask the provider, outside any transaction (a card is authorised, a PIX charge opened);
 * 3. confirm: under the lock again, the outcome goes in, the group completes if this was the last
 *    quota, and the answer is stored under the Idempotency-Key.
 * When the provider fails or does not answer, the reservation is released and whatever the provider
 * may have done under its reference is undone; a crash between 1 and 3 is caught by the client's
 * retry (it resumes the reservation) or by the reconciliation job. The server decides the payment's
 * status; whatever status the client sends is ignored.
 */
export async function joinGroup(
  ctx: AppContext, linkId: string, input: JoinInput, clientAddress: string, idempotency?: Idempotency, organizer?: OrganizerProof,
): Promise<JoinAnswer> {
  await assertCompanyPublished(ctx);
  // A real provider's card comes tokenised by its browser SDK; the simulated one needs none.
  if (input.payment_method === 'card' && ctx.payments.browserCheckout && !input.card) {
    throw badRequest(groupMessages.cardDetailsRequired, groupErrorCodes.validation);
  }
  if (input.payment_method === 'pix' && ctx.payments.pixPayerCpfRequired && !input.cpf) {
    throw badRequest(groupMessages.pixCpfRequired, groupErrorCodes.validation);
  }
  // Card testing: every card join is an authorisation at a bank (declines counted per client and e-mail).
  if (input.payment_method === 'card') await assertCardJoinsOpen(ctx, clientAddress, input.email);
  const reservation = await reserveSeat(ctx, linkId, input, idempotency, organizer, clientAddress);
  const made = reservation.kind === 'answered' ? reservation.answer : await payAndConfirm(ctx, linkId, reservation, input, idempotency);
  // Once the lock is released (a replay draws the same code again from the same copia e cola).
  return { ...made, body: made.body.success ? { ...made.body, payment: await withPixQrCode(made.body.payment) } : made.body };
}

async function payAndConfirm(
  ctx: AppContext, linkId: string, { group, seat }: Extract<Awaited<ReturnType<typeof reserveSeat>>, { kind: 'reserved' }>,
  input: JoinInput, idempotency?: Idempotency,
): Promise<JoinAnswerBeforeQrCode> {
  let outcome;
  try {
    outcome = await payThroughProvider(ctx, group, seat, input.card && {
      token: input.card.token, paymentMethodId: input.card.payment_method_id, issuerId: input.card.issuer_id, cpf: input.card.cpf,
      deviceId: input.card.device_id,
    }, input.cpf);
  } catch (error) {
    await releaseReservation(ctx, seat.id).catch(() => undefined);
    throw error;
  }
  return confirmSeat(ctx, linkId, seat, outcome, idempotency);
}
