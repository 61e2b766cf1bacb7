import { describe, expect, it } from 'vitest';
import { decideSeatConfirmation, hasPixLapsed, holdsSeat, isPaid, PAID_PAYMENT_STATUSES, pixLapseTime } from './payment-rules.ts';

describe('when a PIX charge lapses', () => {
  const deadline = new Date('2026-11-25T15:00:00.000Z');
  const pix = { method: 'pix' as const, pixExpiresAt: deadline };

  it('holds its seat until the millisecond before its deadline, and has lapsed at the very instant', () => {
    expect(hasPixLapsed(pix, new Date(deadline.getTime() - 1))).toBe(false);
    expect(hasPixLapsed(pix, deadline)).toBe(true);
    expect(hasPixLapsed(pix, new Date(deadline.getTime() + 60_000))).toBe(true);
  });

  it('reads the deadline as a JSON sub-row carries it (text) the same as a Date', () => {
    expect(hasPixLapsed({ method: 'pix', pixExpiresAt: '2026-11-25T15:00:00.000Z' }, deadline)).toBe(true);
    expect(pixLapseTime({ method: 'pix', pixExpiresAt: '2026-11-25T15:00:00.000Z' })).toBe(deadline.getTime());
  });

  it('never lapses a card, nor a PIX without a deadline', () => {
    expect(hasPixLapsed({ method: 'card', pixExpiresAt: null }, new Date('2100-01-01'))).toBe(false);
    expect(hasPixLapsed({ method: 'card', pixExpiresAt: deadline }, new Date('2100-01-01'))).toBe(false);
    expect(pixLapseTime({ method: 'pix', pixExpiresAt: null })).toBeNull();
  });
});

describe('when a quota counts as paid', () => {
  it('counts a card authorised or captured and a PIX paid, never money still being asked for or given back', () => {
    const statuses = ['reserved', 'processing', 'authorized', 'captured', 'failed', 'voided', 'refunded', 'cancelled', 'charged_back'];
    expect(statuses.filter((status) => isPaid({ status }))).toEqual(['authorized', 'captured']);
    expect([...PAID_PAYMENT_STATUSES]).toEqual(['authorized', 'captured']);
  });
});

describe('who keeps others off a seat', () => {
  it('is money taken or a card being answered; an unpaid PIX charge holds nothing', () => {
    expect(holdsSeat({ status: 'captured', method: 'pix' })).toBe(true);
    expect(holdsSeat({ status: 'authorized', method: 'card' })).toBe(true);
    expect(holdsSeat({ status: 'reserved', method: 'card' })).toBe(true);
    expect(holdsSeat({ status: 'processing', method: 'card' })).toBe(true);
    expect(holdsSeat({ status: 'reserved', method: 'pix' })).toBe(false);
    expect(holdsSeat({ status: 'processing', method: 'pix' })).toBe(false);
    for (const status of ['failed', 'voided', 'refunded', 'cancelled', 'charged_back']) {
      expect(holdsSeat({ status, method: 'card' })).toBe(false);
    }
  });
});

describe('what the join confirmation does with the provider outcome', () => {
  const reserved = { status: 'reserved' };

  it('confirms a reservation that still stands, whatever the provider said', () => {
    expect(decideSeatConfirmation(reserved, false, false)).toEqual({ kind: 'confirm' });
    expect(decideSeatConfirmation(reserved, false, true)).toEqual({ kind: 'confirm' });
    // A decline is answered as one even when the seat was paid meanwhile: nothing to undo.
    expect(decideSeatConfirmation(reserved, true, true)).toEqual({ kind: 'confirm' });
  });

  it('refuses and withdraws what the provider did when the seat was paid by another meanwhile', () => {
    expect(decideSeatConfirmation(reserved, true, false)).toEqual({ kind: 'refuse', reason: 'seat_paid_meanwhile', withdrawAtProvider: true });
  });

  it('refuses a released reservation, withdrawing only what the provider accepted', () => {
    expect(decideSeatConfirmation({ status: 'failed' }, false, false)).toEqual({ kind: 'refuse', reason: 'released', withdrawAtProvider: true });
    expect(decideSeatConfirmation({ status: 'failed' }, false, true)).toEqual({ kind: 'refuse', reason: 'released', withdrawAtProvider: false });
    expect(decideSeatConfirmation({ status: 'failed' }, true, true)).toEqual({ kind: 'refuse', reason: 'seat_paid_meanwhile', withdrawAtProvider: false });
    expect(decideSeatConfirmation(undefined, false, false)).toEqual({ kind: 'refuse', reason: 'released', withdrawAtProvider: false });
  });
});
