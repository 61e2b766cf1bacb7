import { describe, expect, it } from 'vitest';
import { type Cents, planQuotas } from '@juntai/domain';
import { nextQuotaAmount } from './quota-amounts.ts';

describe('nextQuotaAmount', () => {
  it('hands out the largest free quota, so that all seats add up to the total', () => {
    const plan = planQuotas(10000 as Cents, 3); // total 10500 → 3500 ×3
    const uneven = planQuotas(10001 as Cents, 3); // total 10501 → 3501, 3500, 3500
    expect(nextQuotaAmount(plan.quotas.map((q) => q.amount), [])).toBe(3500);
    const amounts = uneven.quotas.map((q) => q.amount);
    const held: number[] = [];
    for (let i = 0; i < 3; i++) held.push(nextQuotaAmount(amounts, held) as number);
    expect(held).toEqual([3501, 3500, 3500]);
    expect(held.reduce((a, b) => a + b, 0)).toBe(uneven.total);
    expect(nextQuotaAmount(amounts, held)).toBeUndefined();
  });

  it('gives a freed large quota to the next payer', () => {
    const amounts = planQuotas(10002 as Cents, 4).quotas.map((q) => q.amount); // 10502 → 2626, 2626, 2625, 2625
    expect(nextQuotaAmount(amounts, [2626, 2625])).toBe(2626);
    expect(nextQuotaAmount(amounts, [2626, 2626, 2625])).toBe(2625);
  });
});
