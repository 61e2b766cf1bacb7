import { type ChargeTiming, hasPixLapsed } from './payment-rules.ts';

/**
 * What a payer is told of their own payment (the group page, the receipt, Meus Grupos), in one place so
 * nothing reads "pago" before money has arrived:
 * - `paid`: the money is the store's (a PIX received, a card captured when the group completed);
 * - `reserved`: a card authorised and held, charged only when the group completes;
 * - `pix_waiting`: a PIX charge that can still be paid; `pix_expired`: its time ran out, nothing was taken;
 * - `processing`: a card still being answered (the provider asked, or the issuer reviewing it);
 * - `failed`: refused, or a PIX withdrawn because the seat was paid by someone else first;
 * - `refunded`: money given back (the group expired, a refund, a chargeback), and the provider did it;
 * - `refund_pending`: money decided to go back, the provider not yet told (its call is still due);
 * - `refund_stalled`: the provider kept refusing that call and Juntaí stopped repeating it: the
 *   operator was alerted and acts in the provider's panel. Nothing says "estornado" before `refunded`.
 */
export const PAYER_PAYMENT_STATES = [
  'paid', 'reserved', 'pix_waiting', 'pix_expired', 'processing', 'failed', 'refunded', 'refund_pending', 'refund_stalled',
] as const;
export type PayerPaymentState = (typeof PAYER_PAYMENT_STATES)[number];

/** The stored payment, as much as its state needs (status as in the payments table). */
export interface PayerPaymentFacts extends ChargeTiming {
  status: string;
  /**
   * Where giving the money back stands at the provider: `due` while its call (refund, void) is still to
   * be made or retried, `given_up` once it stopped being retried; absent when nothing is due.
   */
  moneyBack?: 'due' | 'given_up' | undefined;
}

export function payerPaymentState(payment: PayerPaymentFacts, now: Date): PayerPaymentState {
  switch (payment.status) {
    // Disputed money is still the payer's quota until the dispute ends (it may come back).
    case 'captured':
    case 'disputed':
      return 'paid';
    case 'authorized':
      // A PIX is never held: money that arrived is paid. A card is only reserved until the capture.
      return payment.method === 'pix' ? 'paid' : 'reserved';
    case 'reserved':
    case 'processing':
      if (payment.method === 'card') return 'processing';
      return hasPixLapsed(payment, now) ? 'pix_expired' : 'pix_waiting';
    case 'cancelled':
      // A charge cancelled at its deadline lapsed; one cancelled before it was withdrawn (its seat was paid).
      return payment.method === 'pix' && hasPixLapsed(payment, now) ? 'pix_expired' : 'failed';
    case 'voided':
    case 'refunded':
    case 'charged_back':
      if (payment.moneyBack === 'given_up') return 'refund_stalled';
      return payment.moneyBack === 'due' ? 'refund_pending' : 'refunded';
    default:
      return 'failed';
  }
}
