import { describe, expect, it } from 'vitest';
import { payerPaymentState } from './payer-payment-state.ts';

const now = new Date('2026-11-25T15:00:00.000Z');
const later = new Date(now.getTime() + 30 * 60_000);
const earlier = new Date(now.getTime() - 1);
const card = (status: string) => ({ status, method: 'card' as const, pixExpiresAt: null });
const pix = (status: string, pixExpiresAt: Date) => ({ status, method: 'pix' as const, pixExpiresAt });

describe('what a payer is told of their own payment', () => {
  it('says a card is only reserved until it is captured, and paid after', () => {
    expect(payerPaymentState(card('authorized'), now)).toBe('reserved');
    expect(payerPaymentState(card('captured'), now)).toBe('paid');
    expect(payerPaymentState(card('processing'), now)).toBe('processing');
  });

  it('never calls a PIX paid before the money arrives: waiting while it can be paid, expired after', () => {
    expect(payerPaymentState(pix('processing', later), now)).toBe('pix_waiting');
    expect(payerPaymentState(pix('processing', now), now)).toBe('pix_expired');
    expect(payerPaymentState(pix('cancelled', earlier), now)).toBe('pix_expired');
    expect(payerPaymentState(pix('captured', earlier), now)).toBe('paid');
  });

  it('tells a PIX withdrawn before its deadline (the seat paid by someone else) from one that lapsed', () => {
    expect(payerPaymentState(pix('cancelled', later), now)).toBe('failed');
  });

  it('says money is given back only once the provider did it: pending while its call is due, stalled once given up', () => {
    for (const status of ['voided', 'refunded']) {
      expect(payerPaymentState({ ...card(status), moneyBack: 'due' }, now)).toBe('refund_pending');
      expect(payerPaymentState({ ...card(status), moneyBack: 'given_up' }, now)).toBe('refund_stalled');
      expect(payerPaymentState({ ...card(status), moneyBack: undefined }, now)).toBe('refunded');
    }
    expect(payerPaymentState({ ...pix('refunded', earlier), moneyBack: 'given_up' }, now)).toBe('refund_stalled');
  });

  it('says money given back is refunded, and a refusal failed', () => {
    for (const status of ['voided', 'refunded', 'charged_back']) expect(payerPaymentState(card(status), now)).toBe('refunded');
    expect(payerPaymentState(card('failed'), now)).toBe('failed');
    expect(payerPaymentState(card('disputed'), now)).toBe('paid');
  });
});
