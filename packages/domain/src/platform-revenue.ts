import { type Cents, cents, mulDivHalfUp } from './money.ts';

/**
 * The platform's share of captured money (ADR 0008): the groups' service parts plus the store plan's
 * percentage over the product parts. Percentages have at most two decimals (numeric(6,2)), so the
 * fee is exact integer arithmetic, rounded half-up to the centavo.
 */
export function percentageOf(amount: Cents, percentage: number): Cents {
  return mulDivHalfUp(amount, Math.round(percentage * 100), 10_000);
}

export interface CapturedMoney {
  /** Captured on the groups (GMV). */
  gmv: Cents;
  /** The service parts (5%) inside `gmv`. */
  service: Cents;
}

/** Platform revenue of a store's captured money under a plan percentage (0 without a plan). */
export function platformRevenue(money: CapturedMoney, planPercentage: number): { planFee: Cents; total: Cents } {
  const planFee = percentageOf(cents(money.gmv - money.service), planPercentage);
  return { planFee, total: cents(money.service + planFee) };
}
