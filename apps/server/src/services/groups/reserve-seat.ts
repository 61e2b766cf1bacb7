import type { Compilable } from 'kysely';
import { groupErrorCodes, groupMessages } from '@juntai/contract';
import { type Cents, cleanName, holdsSeat, installmentAmount, installmentOptions, isInstallmentAllowed, nameKey, planQuotas, phoneDigits } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { inviteeInsert } from '../../db/repositories/groups.ts';
import { readJoinFacts } from '../../db/repositories/join-reads.ts';
import { insertPaymentAfterWrites, isLive, LIVE_SEAT_INDEX } from '../../db/repositories/payments.ts';
import type { GroupRow, PaymentRow } from '../../db/schema.ts';
import { AppError, badRequest, conflict, forbidden } from '../../errors.ts';
import { OPEN_PIX_CHARGES_PER_ADDRESS_PER_GROUP } from '../abuse/limits.ts';
import { RateLimitedError } from '../rate-limits/rate-limited-error.ts';
import { liveAfterLapsedPixRelease } from '../payments/lapsed-pix.ts';
import { type Idempotency, type JoinInput, type JoinAnswerBeforeQrCode, replayedAnswer } from './join-answer.ts';
import { assertActive, type LockedChange, withLockedGroup } from './locked-group.ts';
import { isProvenOrganizer, type OrganizerProof } from './organizer-token.ts';
import { isAttemptOf, providerIdentity } from './pay-through-provider.ts';
import { nextQuotaAmount } from './quota-amounts.ts';

export type Reservation =
  | { kind: 'answered'; answer: JoinAnswerBeforeQrCode }
  | { kind: 'reserved'; group: GroupRow; seat: PaymentRow };

/**
 * The join's first short transaction (ADR 0034): under the group's lock the seat is chosen (the
 * invited name, or a free slot that adds them to the list) and held by a `reserved` payment, whose
 * amount and reference are fixed now. The provider is asked after the commit. A key whose attempt is
 * still reserved (its instance died, or it is still waiting on the provider) resumes that reservation:
 * same seat, same reference, so the provider acts once. A seat is refused only to a payment that
 * would meet money or a card already there (`holdsSeat`): unpaid PIX charges wait side by side and the
 * first money to arrive takes the seat (ADR 0034). `clientAddress` is the join's client (its key).
 */
export async function reserveSeat(
  ctx: AppContext, linkId: string, input: JoinInput, idempotency?: Idempotency, organizer?: OrganizerProof, clientAddress: string | null = null,
): Promise<Reservation> {
  return withLockedGroup(ctx, linkId, async (trx, group, now): Promise<LockedChange<Reservation>> => {
    const facts = await readJoinFacts(trx, group.id, idempotency && { scope: linkId, key: idempotency.key });
    if (idempotency && facts.stored) return { value: { kind: 'answered', answer: replayedAnswer(facts.stored, idempotency) }, providerCallsDue: false };
    const first = providerIdentity(linkId, idempotency?.key, input.payment_method);
    const earlier = idempotency ? facts.payments.filter((p) => isAttemptOf(p.reference, first.reference)) : [];
    const inFlight = earlier.find((p) => p.status === 'reserved');
    if (inFlight) {
      if (!sameRequest(inFlight, input)) throw new AppError('unprocessable', groupMessages.idempotencyMismatch, groupErrorCodes.idempotencyMismatch);
      return { value: { kind: 'reserved', group, seat: inFlight }, providerCallsDue: false };
    }
    // Earlier attempts of this key without an answer were released: this one is new to the provider.
    const identity = earlier.length === 0 ? first : providerIdentity(linkId, idempotency?.key, input.payment_method, earlier.length);
    assertActive(group, now);
    // The organizer paying someone's quota (to rescue a group short of payers) proves who they are, as for the extension.
    if (input.covered_by_organizer && !(organizer && isProvenOrganizer(group, organizer))) {
      throw forbidden(groupMessages.organizerOnlyCover, groupErrorCodes.forbidden);
    }
    // Seats held by PIX charges whose time ran out are free again.
    const { live, providerCallsDue } = await liveAfterLapsedPixRelease(ctx, trx, facts.payments.filter(isLive), now);

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
    if (live.some((p) => p.seat_key === seatKey && holdsSeat(p))) throw conflict(groupMessages.seatTaken(seatName), groupErrorCodes.seatTaken);
    if (input.payment_method === 'pix' && !input.covered_by_organizer) assertPixChargesLeft(live, clientAddress, now);

    const amount = seatAmount(group, live, seatKey);
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
      whatsapp: phoneDigits(input.whatsapp), method: input.payment_method, installments, amount_cents: amount,
      installment_cents: installmentAmount(amount, installments), status: 'reserved', provider: ctx.payments.name,
      reference: identity.reference, provider_reference: identity.reference, pix_txid: identity.pixTxid,
      pix_copia_e_cola: null, pix_expires_at: null, paid_at: null, captured_at: null, provider_due: null, provider_due_attempts: 0, provider_due_error: null, provider_due_failing_since: null, provider_checked_at: null,
      // Their own seat is simply their payment; anyone else's is a quota they covered.
      covered_by_organizer: input.covered_by_organizer === true && !(invited?.is_creator ?? false),
      payer_token_hash: null, client_address: clientAddress, created_at: now, updated_at: now,
    };
    let id;
    try {
      // The invitee (if new) and the payment in one statement; the payment's id comes back.
      id = await insertPaymentAfterWrites(trx, writes, newSeat);
    } catch (error) {
      // The lock makes this unreachable; the unique index is the second line of defence.
      if (isUniqueViolation(error, LIVE_SEAT_INDEX)) throw conflict(groupMessages.seatTaken(seatName), groupErrorCodes.seatTaken);
      throw error;
    }
    return { value: { kind: 'reserved', group, seat: { id, ...newSeat } }, providerCallsDue };
  });
}

/**
 * What the seat pays. Every payment in play on one seat (paid, or being paid: several PIX charges may
 * wait on it) asks the same quota, and each seat in play holds one of the group's quotas, so whichever
 * payment takes a seat the paid amounts add up to the group's total. A seat already in play keeps its
 * amount; a new one gets the largest quota no other seat in play holds.
 */
function seatAmount(group: GroupRow, live: readonly PaymentRow[], seatKey: string): Cents | undefined {
  const bySeat = new Map(live.map((p) => [p.seat_key, p.amount_cents]));
  const own = bySeat.get(seatKey);
  if (own !== undefined) return own as Cents;
  const quotas = planQuotas(group.product_price_cents as Cents, group.number_of_quotas).quotas.map((q) => q.amount);
  return nextQuotaAmount(quotas, [...bySeat.values()]);
}

/**
 * An unpaid PIX charge holds no seat, but one join after another on new names would fill the list:
 * one client address keeps at most a few charges open in a group (the organizer covering quotas aside).
 */
function assertPixChargesLeft(live: readonly PaymentRow[], clientAddress: string | null, now: Date): void {
  if (clientAddress === null) return;
  const open = live.filter((p) => p.method === 'pix' && !holdsSeat(p) && !p.covered_by_organizer && p.client_address === clientAddress);
  if (open.length < OPEN_PIX_CHARGES_PER_ADDRESS_PER_GROUP) return;
  const lapses = open.map((p) => p.pix_expires_at?.getTime()).filter((t): t is number => t !== undefined);
  throw new RateLimitedError(lapses.length > 0 ? (Math.min(...lapses) - now.getTime()) / 1000 : 60, groupMessages.tooManyOpenPix(open.length));
}

/** Whether a retry under the same key asks for what the reservation holds. */
function sameRequest(seat: PaymentRow, input: JoinInput): boolean {
  const installments = input.payment_method === 'pix' ? 1 : input.installments;
  return seat.seat_key === nameKey(cleanName(input.name)) && seat.method === input.payment_method
    && seat.installments === installments && seat.email === input.email.trim();
}
