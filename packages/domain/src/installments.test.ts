import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents } from './money.ts';
import { installmentAmount, installmentOptions, isInstallmentAllowed, MIN_INSTALLMENT_AMOUNT } from './installments.ts';

describe('installmentAmount', () => {
  it('has no interest in one installment', () => {
    expect(installmentAmount(cents(35000), 1)).toBe(35000);
  });
  it('applies 1.025^(n−1)/n rounded half-up', () => {
    expect(installmentAmount(cents(35000), 2)).toBe(17938); // 17937,5 → 17938
    expect(installmentAmount(cents(35000), 10)).toBe(Math.round(35000 * 1.025 ** 9 / 10));
  });
  it('refuses plans outside 1–10', () => {
    expect(() => installmentAmount(cents(1000), 0)).toThrow(RangeError);
    expect(() => installmentAmount(cents(1000), 11)).toThrow(RangeError);
    expect(() => installmentAmount(cents(1000), 2.5)).toThrow(RangeError);
  });
  it('never charges less than the quota in total', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 1, max: 10 }), (q, n) => {
      expect(installmentAmount(cents(q), n) * n).toBeGreaterThanOrEqual(q - n);
    }));
  });
});

describe('installmentOptions', () => {
  it('offers all ten plans for a large quota', () => {
    expect(installmentOptions(cents(100000)).map((o) => o.count)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
  it('offers only plans of at least R$ 5,00 per installment', () => {
    const options = installmentOptions(cents(1200));
    expect(options.map((o) => o.count)).toEqual([1, 2]);
    for (const option of options.slice(1)) expect(option.amount).toBeGreaterThanOrEqual(MIN_INSTALLMENT_AMOUNT);
    expect(isInstallmentAllowed(cents(1200), 3)).toBe(false);
  });
  it('always offers one installment, even for a tiny quota', () => {
    expect(installmentOptions(cents(300)).map((o) => o.count)).toEqual([1]);
  });
});
