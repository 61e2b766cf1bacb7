import type { Cents } from '@juntai/domain';

/**
 * What the next seat pays. The group's quotas differ by at most one centavo (planQuotas spreads the
 * leftover centavos); each live payment holds one of them, so the next payer gets the largest quota
 * not yet held. When every seat is paid the amounts add up to exactly the group's total, whatever
 * the order in which people paid or left. Undefined when every quota is held.
 */
export function nextQuotaAmount(quotas: readonly Cents[], heldAmounts: readonly number[]): Cents | undefined {
  const remaining = [...quotas];
  for (const held of heldAmounts) {
    const index = remaining.indexOf(held as Cents);
    if (index >= 0) remaining.splice(index, 1);
  }
  return remaining.sort((a, b) => b - a)[0];
}
