import { describe, expect, it } from 'vitest';
import { authorizationsValidUntil, decideExtension, type ExtensionGroup, extensionBlocker, reachesPaidPercent } from './deadline-extension.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date('2026-03-10T12:00:00Z');
const expiresAt = new Date(now.getTime() + 2 * HOUR);
const rules = { minPaidPercent: 75, maxExtensionHours: 24, authorizationLifetimeMs: 5 * DAY };
const group = (over: Partial<ExtensionGroup> = {}): ExtensionGroup => ({
  status: 'active', expiresAt, numberOfQuotas: 4, paidCount: 3, extended: false, ...over,
});
const decide = (over: Partial<ExtensionGroup> = {}, hours = 24, cardAuthorizedAt: Date[] = []) =>
  decideExtension({ group: group(over), hours, cardAuthorizedAt, rules, now });

describe('decideExtension', () => {
  it('allows 3 of 4 quotas paid (75 %) and moves the deadline by the hours asked', () => {
    expect(decide({}, 24)).toEqual({ allowed: true, newExpiresAt: new Date(expiresAt.getTime() + 24 * HOUR) });
    expect(decide({}, 1)).toEqual({ allowed: true, newExpiresAt: new Date(expiresAt.getTime() + HOUR) });
  });

  it('refuses below the minimum percentage, counted without rounding', () => {
    expect(decide({ paidCount: 2 })).toEqual({ allowed: false, reason: 'too_few_paid' });
    // 7 of 10 is 70 %, 8 of 11 is 72.7 %: both short of 75 %.
    expect(decide({ numberOfQuotas: 10, paidCount: 7 })).toEqual({ allowed: false, reason: 'too_few_paid' });
    expect(decide({ numberOfQuotas: 11, paidCount: 8 })).toEqual({ allowed: false, reason: 'too_few_paid' });
    expect(decide({ numberOfQuotas: 11, paidCount: 9 }).allowed).toBe(true);
  });

  it('refuses a second extension', () => {
    expect(decide({ extended: true })).toEqual({ allowed: false, reason: 'already_extended' });
  });

  it('refuses a completed, expired or due group', () => {
    expect(decide({ status: 'completed', paidCount: 4 })).toEqual({ allowed: false, reason: 'not_active' });
    expect(decide({ status: 'expired' })).toEqual({ allowed: false, reason: 'not_active' });
    expect(decide({ expiresAt: now })).toEqual({ allowed: false, reason: 'not_active' });
  });

  it('refuses hours outside 1 to the maximum, or not whole', () => {
    for (const hours of [0, -1, 25, 1.5, Number.NaN]) expect(decide({}, hours)).toEqual({ allowed: false, reason: 'too_long' });
  });

  it('refuses when a card authorisation would lapse before the new deadline (with its safety margin)', () => {
    // Authorised 5 days before the new deadline exactly: lapses within the 1 h margin.
    const newDeadline = expiresAt.getTime() + 24 * HOUR;
    const tooOld = new Date(newDeadline - 5 * DAY);
    expect(decide({}, 24, [tooOld])).toEqual({ allowed: false, reason: 'authorization_lapses' });
    // One hour more recent: exactly on the margin, allowed.
    expect(decide({}, 24, [new Date(tooOld.getTime() + HOUR)]).allowed).toBe(true);
    // A shorter extension fits the same old authorisation.
    expect(decide({}, 22, [tooOld]).allowed).toBe(true);
  });
});

describe('extensionBlocker', () => {
  it('tells the page why not before any hours are chosen', () => {
    expect(extensionBlocker(group(), rules, now)).toBeNull();
    expect(extensionBlocker(group({ paidCount: 1 }), rules, now)).toBe('too_few_paid');
    expect(extensionBlocker(group({ extended: true, paidCount: 1 }), rules, now)).toBe('already_extended');
  });
});

describe('helpers', () => {
  it('reachesPaidPercent compares exactly', () => {
    expect(reachesPaidPercent(3, 4, 75)).toBe(true);
    expect(reachesPaidPercent(2, 4, 75)).toBe(false);
    expect(reachesPaidPercent(0, 0, 50)).toBe(false);
  });
  it('authorizationsValidUntil is the earliest lapse less the margin, or infinity without cards', () => {
    expect(authorizationsValidUntil([], rules)).toBe(Number.POSITIVE_INFINITY);
    expect(authorizationsValidUntil([now, new Date(now.getTime() - DAY)], rules)).toBe(now.getTime() + 4 * DAY - HOUR);
  });
});
