import { describe, expect, it } from 'vitest';
import { cents } from './money.ts';
import { platformRevenue } from './platform-revenue.ts';
import { GROUP_STATUSES } from './group-rules.ts';
import { groupServicePart, groupStoreShare, paysTheStore, storeShare } from './store-share.ts';

// A R$ 3.299,00 product: the group costs R$ 3.463,95 (R$ 164,95 of service).
const TV = { priceCents: cents(329_900), totalCents: cents(346_395) };

describe("the store's share of collected money", () => {
  it('finds the whole service fee in a group paid in full, however the quotas were split', () => {
    expect(groupServicePart(cents(346_395), TV)).toBe(16_495);
    // Three quotas of 1.154,65 (the last one 1.154,65 as well): the sum is the total, the service is 164,95.
    expect(groupServicePart(cents(115_465 * 3), TV)).toBe(16_495);
  });

  it('rounds the service part of a partly paid group half-up, once for the group', () => {
    // One quota of three: 115.465 × 16.495 / 346.395 = 5.498,33… → 5.498.
    expect(groupServicePart(cents(115_465), TV)).toBe(5_498);
    // 1.000,00 of a 1.050,00 group with a 1.000,00 product: 47,619… → 47,62.
    expect(groupServicePart(cents(100_000), { priceCents: cents(100_000), totalCents: cents(105_000) })).toBe(4_762);
    // A tie: 1 × 1 / 2 = 0,5 → 1.
    expect(groupServicePart(cents(1), { priceCents: cents(1), totalCents: cents(2) })).toBe(1);
    expect(groupServicePart(cents(0), TV)).toBe(0);
  });

  it('has no service part in a group of no total (nothing to divide)', () => {
    expect(groupServicePart(cents(500), { priceCents: cents(0), totalCents: cents(0) })).toBe(0);
  });

  it('takes the plan percentage over the product parts, half-up to the centavo', () => {
    const paid = { collected: cents(346_395), service: cents(16_495) };
    // 2,5% of 3.299,00 = 82,475 → 82,48; the store receives 3.216,52.
    expect(storeShare(paid, 2.5)).toBe(321_652);
    expect(storeShare(paid, 0)).toBe(329_900);
    expect(storeShare(paid, 4.99)).toBe(329_900 - 16_462); // 164,6201 → 164,62
    expect(storeShare({ collected: cents(0), service: cents(0) }, 2.5)).toBe(0);
  });

  it('is the collected money minus what the platform keeps', () => {
    for (const [collected, service, plan] of [[346_395, 16_495, 2.5], [115_465, 5_498, 3.33], [1, 1, 10], [999_999, 47_619, 0]] as const) {
      const money = { collected: cents(collected), service: cents(service) };
      expect(storeShare(money, plan) + platformRevenue({ gmv: money.collected, service: money.service }, plan).total).toBe(collected);
    }
  });

  it("gives the store a group's money only once the group is completed", () => {
    expect(GROUP_STATUSES.filter(paysTheStore)).toEqual(['completed']);
    expect(groupStoreShare({ ...TV, status: 'completed' }, cents(346_395), 2.5)).toBe(321_652);
    expect(groupStoreShare({ ...TV, status: 'active' }, cents(115_465), 2.5)).toBe(0);
    expect(groupStoreShare({ ...TV, status: 'expired' }, cents(115_465), 0)).toBe(0);
  });
});
