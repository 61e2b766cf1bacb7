import { describe, expect, it } from 'vitest';
import { cents } from './money.ts';
import { percentageOf, platformRevenue } from './platform-revenue.ts';

describe('platform revenue', () => {
  it('takes a percentage half-up to the centavo', () => {
    expect(percentageOf(cents(1000), 2.5)).toBe(25);
    expect(percentageOf(cents(999), 2.5)).toBe(25); // 24.975 → 25
    expect(percentageOf(cents(12345), 0)).toBe(0);
  });

  it('adds the service parts and the plan fee over the product parts', () => {
    // A R$ 1.000,00 product: total 1.050,00 with 50,00 of service; plan at 3%: 30,00 of the 1.000,00.
    expect(platformRevenue({ gmv: cents(105_000), service: cents(5_000) }, 3)).toEqual({ planFee: 3_000, total: 8_000 });
    expect(platformRevenue({ gmv: cents(105_000), service: cents(5_000) }, 0)).toEqual({ planFee: 0, total: 5_000 });
  });
});
