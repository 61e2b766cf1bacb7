import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents } from './money.ts';
import { allowedGroupSizes, groupTotal, MAX_QUOTAS, MIN_QUOTAS, perPersonPrice, planQuotas, serviceFee, splitEvenly } from './pricing.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('group total', () => {
  it('adds 5% rounded half-up', () => {
    expect(groupTotal(cents(789900))).toBe(829395);
    expect(serviceFee(cents(10))).toBe(1); // 0,5 centavo → 1
    expect(serviceFee(cents(9))).toBe(0); // 0,45 centavo → 0
  });
});

describe('planQuotas', () => {
  it('splits R$ 100 among 3 people without losing a centavo', () => {
    const plan = planQuotas(cents(10000), 3);
    expect(plan.total).toBe(10500);
    expect(plan.quotas.map((q) => q.amount)).toEqual([3500, 3500, 3500]);
    expect(plan.quotas.map((q) => q.productPart)).toEqual([3334, 3333, 3333]);
  });
  it('gives leftover centavos to the first seats', () => {
    expect(splitEvenly(cents(1001), 3)).toEqual([334, 334, 333]);
  });
  it('adds up exactly for every price and 2–20 quotas', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 2_000_000_000 }), fc.integer({ min: MIN_QUOTAS, max: MAX_QUOTAS }),
      (price, n) => {
        const plan = planQuotas(cents(price), n);
        expect(plan.quotas).toHaveLength(n);
        expect(sum(plan.quotas.map((q) => q.amount))).toBe(plan.total);
        expect(sum(plan.quotas.map((q) => q.productPart))).toBe(price);
        expect(sum(plan.quotas.map((q) => q.servicePart))).toBe(plan.fee);
        const amounts = plan.quotas.map((q) => q.amount);
        expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
        for (const q of plan.quotas) expect(q.servicePart).toBeGreaterThanOrEqual(0);
      },
    ));
  });
  it('per-person price is the largest quota', () => {
    expect(perPersonPrice(cents(100000), 3)).toBe(35000);
    expect(perPersonPrice(cents(100), 3)).toBe(35);
  });
});

describe('allowedGroupSizes', () => {
  it('keeps a product\'s own sizes within 2–20, never an empty range', () => {
    expect(allowedGroupSizes(3, 5)).toEqual({ min: 3, max: 5 });
    expect(allowedGroupSizes(1, 100)).toEqual({ min: 2, max: 20 });
    expect(allowedGroupSizes(40, 100)).toEqual({ min: 20, max: 20 });
    expect(allowedGroupSizes(1, 2)).toEqual({ min: 2, max: 2 });
  });
});
