import { type Cents, formatBRL } from './money.ts';
import { allowedGroupSizes, perPersonPrice } from './pricing.ts';

/**
 * The split the store's button advertises: the product's largest allowed group, so the smallest
 * per-person price ('ou R$ 412,30 por pessoa em 4').
 */
export function buttonOffer(price: Cents, minGroupSize: number, maxGroupSize: number): { numberOfQuotas: number; perPerson: Cents; label: string } {
  const { max } = allowedGroupSizes(minGroupSize, maxGroupSize);
  const perPerson = perPersonPrice(price, max);
  return { numberOfQuotas: max, perPerson, label: `ou ${formatBRL(perPerson)} por pessoa em ${max}` };
}

/** A webhook delivery keeps being retried for 3 days after the change, then is given up ('failed'). */
export const WEBHOOK_RETRY_WINDOW_MS = 3 * 24 * 3_600_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 3_600_000;

/** Exponential backoff: 1 min after the first failure, then 2, 4, 8 … minutes, at most 6 h apart. */
export function webhookRetryDelayMs(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1), LONGEST_RETRY_MS);
}

/** When to try again after `failedAttempts` failures, or null when the 3 days are over. */
export function nextWebhookAttempt(createdAt: Date, now: Date, failedAttempts: number): Date | null {
  const next = new Date(now.getTime() + webhookRetryDelayMs(failedAttempts));
  return next.getTime() - createdAt.getTime() > WEBHOOK_RETRY_WINDOW_MS ? null : next;
}

/** A step's conversion in percent with one decimal; null when the step before counted nothing. */
export function conversionRate(from: number, to: number): number | null {
  return from > 0 ? Math.round((to / from) * 1000) / 10 : null;
}
