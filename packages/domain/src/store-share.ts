import { type Cents, cents, mulDivHalfUp } from './money.ts';
import type { GroupStatus } from './group-rules.ts';
import { percentageOf } from './platform-revenue.ts';

/** A group's prices: what its product costs and what the group costs with the service fee. */
export interface GroupPrices {
  priceCents: Cents;
  totalCents: Cents;
}

/**
 * The service part inside money collected on one group (ADR 0008): round(collected × (total − price)
 * / total), rounded once per group, so a group paid in full holds exactly its 5% fee however its
 * quotas were split. SQL computes the same (`servicePartSql`) when it sums many groups.
 */
export function groupServicePart(collected: Cents, prices: GroupPrices): Cents {
  if (prices.totalCents <= 0) return cents(0);
  return mulDivHalfUp(collected, prices.totalCents - prices.priceCents, prices.totalCents);
}

/** Money collected on some groups and the service parts inside it (each group's rounded once). */
export interface CollectedMoney {
  collected: Cents;
  service: Cents;
}

/**
 * What the store receives of collected money ("repasse à loja", ADR 0008 addendum): the product parts
 * (collected minus the service parts) minus the store's plan percentage over them, the plan being the
 * store's current one (0 without a plan). It is the collected money minus what the platform keeps:
 * `storeShare(m, p) + platformRevenue({ gmv: m.collected, service: m.service }, p).total = m.collected`.
 */
export function storeShare(money: CollectedMoney, planPercentage: number): Cents {
  const productParts = cents(money.collected - money.service);
  return cents(productParts - percentageOf(productParts, planPercentage));
}

/**
 * The group status whose money is the store's (ADR 0008 addendum): only a completed group is an order
 * the store fulfils. An open group's money may still go back to its payers (the group can expire, a
 * payer can be refunded) and an expired group's money was given back, so neither is "repasse". SQL sums
 * filter on this same status (`storeShareGroupSql`).
 */
export const STORE_SHARE_GROUP_STATUS = 'completed' as const satisfies GroupStatus;

/** Whether money collected on a group of this (effective) status counts toward what the store receives. */
export function paysTheStore(status: GroupStatus): boolean {
  return status === STORE_SHARE_GROUP_STATUS;
}

/**
 * What the store receives of one group: its share of the money collected on it (`storeShare`, the
 * group's service part rounded once) when the group is completed, nothing while it is open or after it
 * expired.
 */
export function groupStoreShare(group: GroupPrices & { status: GroupStatus }, collected: Cents, planPercentage: number): Cents {
  if (!paysTheStore(group.status)) return cents(0);
  return storeShare({ collected, service: groupServicePart(collected, group) }, planPercentage);
}
