/**
 * When a payment stops counting (DESIGN.md "Rules that carry the money"). A PIX charge holds its seat
 * only while it is pending and its `pix_expires_at` has not come (at that very instant it has lapsed);
 * a card is answered at once and never lapses. The server's SQL that finds lapsed charges
 * (db/repositories/payments.ts listLapsedPixCharges) states this same rule as a WHERE clause.
 */
export interface ChargeTiming {
  method: 'card' | 'pix';
  /** The PIX charge's deadline: a Date, or text as a JSON sub-row carries it; null for a card. */
  pixExpiresAt: Date | string | null;
}

/** The instant (ms) a pending PIX charge lapses; null when the payment can never lapse (a card). */
export function pixLapseTime(charge: ChargeTiming): number | null {
  if (charge.method !== 'pix' || charge.pixExpiresAt === null) return null;
  return new Date(charge.pixExpiresAt).getTime();
}

/** Whether a PIX charge's time has run out as of `now` (it no longer holds its seat nor takes money). */
export function hasPixLapsed(charge: ChargeTiming, now: Date): boolean {
  const lapses = pixLapseTime(charge);
  return lapses !== null && lapses <= now.getTime();
}

/**
 * The statuses under which a quota counts as paid: a card authorised (captured when the group
 * completes) or captured, a PIX charge paid (captured at once). Voided, refunded and charged-back money
 * was given back, so it never counts.
 */
export const PAID_PAYMENT_STATUSES = ['authorized', 'captured'] as const;

/** Whether a payment counts as its quota paid (PAID_PAYMENT_STATUSES). */
export function isPaid(payment: { status: string }): boolean {
  return (PAID_PAYMENT_STATUSES as readonly string[]).includes(payment.status);
}

/**
 * Whether a payment keeps everyone else off its seat (ADR 0034, "who takes a seat"): money taken (a
 * quota paid, or money a payer disputes, still held until the dispute ends) or a card being answered (reserved while the provider is asked, or under the issuer's
 * review). An unpaid PIX charge holds nothing: anyone may still pay that seat by card or by another
 * PIX, and the first money to arrive takes it; money that arrives for a seat already taken goes back.
 * The seat index `payments_live_seat_key` states the same rule as its WHERE clause.
 */
export function holdsSeat(payment: { status: string; method: 'card' | 'pix' }): boolean {
  if (isPaid(payment) || payment.status === 'disputed') return true;
  return payment.method === 'card' && (payment.status === 'reserved' || payment.status === 'processing');
}

/**
 * What the join's confirmation does with the provider's outcome (ADR 0034, "the join in three steps").
 * The reserved payment takes it, unless the reservation was released while the provider was asked (the
 * group expired, or the reconciliation job gave up on it) or money for its seat arrived first (a PIX
 * paid); then the join is refused, and whatever the provider did is withdrawn (a void or a PIX cancel
 * left due), unless the provider had refused anyway (nothing to undo, and a decline is still answered
 * as one while its reservation stands).
 */
export type SeatConfirmation =
  | { kind: 'confirm' }
  | { kind: 'refuse'; reason: 'seat_paid_meanwhile' | 'released'; withdrawAtProvider: boolean };

export function decideSeatConfirmation(
  reservation: { status: string } | undefined, seatPaidByAnother: boolean, providerRefused: boolean,
): SeatConfirmation {
  if (reservation?.status === 'reserved' && !(seatPaidByAnother && !providerRefused)) return { kind: 'confirm' };
  return {
    kind: 'refuse', reason: seatPaidByAnother ? 'seat_paid_meanwhile' : 'released', withdrawAtProvider: reservation !== undefined && !providerRefused,
  };
}
