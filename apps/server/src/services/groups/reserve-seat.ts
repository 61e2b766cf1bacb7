import type { Compilable } from 'kysely';
import { sql } from 'kysely';
import { groupErrorCodes, groupMessages } from '@juntai/contract';
import { type Cents, cleanName, installmentAmount, installmentOptions, isInstallmentAllowed, nameKey, planQuotas, whatsappDigits } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { inviteeInsert } from '../../db/repositories/groups.ts';
import { readJoinFacts } from '../../db/repositories/join-reads.ts';
import { isLive, LIVE_SEAT_INDEX, paymentInsert } from '../../db/repositories/payments.ts';
import type { GroupRow, PaymentRow } from '../../db/schema.ts';
import { selectAfterWrites } from '../../db/statement-with-writes.ts';
import { AppError, badRequest, conflict, forbidden } from '../../errors.ts';
import { liveAfterLapsedPixRelease } from '../payments/lapsed-pix.ts';
import { type Idempotency, type MadeAnswer, replayedAnswer } from './join-answer.ts';
import type { JoinInput } from './join-group.ts';
import { assertActive, withLockedGroup } from './locked-group.ts';
import { isProvenOrganizer, type OrganizerProof } from './organizer-token.ts';
import { isAttemptOf, providerIdentity } from './pay-through-provider.ts';
import { nextQuotaAmount } from './quota-amounts.ts';

export type Reservation =
  | { kind: 'answered'; answer: MadeAnswer }
  | { kind: 'reserved'; group: GroupRow; seat: PaymentRow };

/**
 * The join's first short transaction (ADR 0034): under the group's lock the seat is chosen (the
 * invited name, or a free slot that adds them to the list) and held by a `reserved` payment, whose
 * amount and reference are fixed now. The provider is asked after the commit. A key whose attempt is
 * still reserved (its instance died, or it is still waiting on the provider) resumes that reservation:
 * same seat, same reference, so the provider acts once.
 */
export async function reserveSeat(
  ctx: AppContext, linkId: string, input: JoinInput, idempotency?: Idempotency, organizer?: OrganizerProof,
): Promise<Reservation> {
  return withLockedGroup(ctx, linkId, async (trx, group, now): Promise<Reservation> => {
    const facts = await readJoinFacts(trx, group.id, idempotency && { scope: linkId, key: idempotency.key });
    if (idempotency && facts.stored) return { kind: 'answered', answer: replayedAnswer(facts.stored, idempotency) };
    const first = providerIdentity(linkId, idempotency?.key, input.payment_method);
    const earlier = idempotency ? facts.payments.filter((p) => isAttemptOf(p.reference, first.reference)) : [];
    const inFlight = earlier.find((p) => p.status === 'reserved');
    if (inFlight) {
      if (!sameRequest(inFlight, input)) throw new AppError('unprocessable', groupMessages.idempotencyMismatch, groupErrorCodes.idempotencyMismatch);
      return { kind: 'reserved', group, seat: inFlight };
    }
    // Earlier attempts of this key without an answer were released: this one is new to the provider.
    const identity = earlier.length === 0 ? first : providerIdentity(linkId, idempotency?.key, input.payment_method, earlier.length);
    assertActive(group, now);
    // The organizer paying someone's quota (issue 28's rescue) proves who they are, as for the extension.
    if (input.covered_by_organizer && !(organizer && isProvenOrganizer(group, organizer))) {
      throw forbidden(groupMessages.organizerOnlyCover, groupErrorCodes.forbidden);
    }
    // Seats held by PIX charges whose time ran out are free again.
    const live = await liveAfterLapsedPixRelease(ctx, trx, facts.payments.filter(isLive), now);

    const writes: Compilable[] = [];
    const name = cleanName(input.name);
    const seatKey = nameKey(name);
    if (seatKey === '') throw badRequest(groupMessages.required, groupErrorCodes.validation);
    const invited = facts.invitees.find((i) => i.name_key === seatKey);
    if (!invited) {
      if (facts.invitees.length >= group.number_of_quotas) {
        throw conflict(groupMessages.participantLimit(facts.invitees.length, group.number_of_quotas), groupErrorCodes.groupFull);
      }
      const position = facts.invitees.reduce((max, i) => Math.max(max, i.position), -1) + 1;
      writes.push(inviteeInsert(trx, group.id, { name, nameKey: seatKey, isCreator: false }, position));
    }
    const seatName = invited?.name ?? name;
    if (live.some((p) => p.seat_key === seatKey)) throw conflict(groupMessages.seatTaken(seatName), groupErrorCodes.seatTaken);

    const quotas = planQuotas(group.product_price_cents as Cents, group.number_of_quotas).quotas.map((q) => q.amount);
    const amount = nextQuotaAmount(quotas, live.map((p) => p.amount_cents));
    if (amount === undefined) {
      throw conflict(groupMessages.participantLimit(group.number_of_quotas, group.number_of_quotas), groupErrorCodes.groupFull);
    }
    const installments = input.payment_method === 'pix' ? 1 : input.installments;
    if (!isInstallmentAllowed(amount, installments)) {
      const max = installmentOptions(amount).at(-1)?.count ?? 1;
      throw badRequest(groupMessages.installmentsNotOffered(max), groupErrorCodes.validation);
    }
    const newSeat: Omit<PaymentRow, 'id'> = {
      group_id: group.id, seat_key: seatKey, name: seatName, email: input.email.trim(),
      whatsapp: whatsappDigits(input.whatsapp), method: input.payment_method, installments, amount_cents: amount,
      installment_cents: installmentAmount(amount, installments), status: 'reserved', provider: ctx.payments.name,
      reference: identity.reference, provider_reference: identity.reference, pix_txid: identity.pixTxid,
      pix_copia_e_cola: null, pix_expires_at: null, paid_at: null, captured_at: null, provider_due: null, provider_due_attempts: 0, provider_checked_at: null,
      // Their own seat is simply their payment; anyone else's is a quota they covered.
      covered_by_organizer: input.covered_by_organizer === true && !(invited?.is_creator ?? false),
      payer_token_hash: null, created_at: now, updated_at: now,
    };
    let inserted;
    try {
      // The invitee (if new) and the payment in one statement; the payment's id comes back.
      inserted = await selectAfterWrites(writes, sql<Pick<PaymentRow, 'id'>>`${paymentInsert(trx, newSeat)}`).execute(trx);
    } catch (error) {
      // The lock makes this unreachable; the unique index is the second line of defence.
      if (isUniqueViolation(error, LIVE_SEAT_INDEX)) throw conflict(groupMessages.seatTaken(seatName), groupErrorCodes.seatTaken);
      throw error;
    }
    return { kind: 'reserved', group, seat: { id: inserted.rows[0]!.id, ...newSeat } };
  });
}

/** Whether a retry under the same key asks for what the reservation holds. */
function sameRequest(seat: PaymentRow, input: JoinInput): boolean {
  const installments = input.payment_method === 'pix' ? 1 : input.installments;
  return seat.seat_key === nameKey(cleanName(input.name)) && seat.method === input.payment_method
    && seat.installments === installments && seat.email === input.email.trim();
}
