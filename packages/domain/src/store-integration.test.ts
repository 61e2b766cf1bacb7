import { describe, expect, it } from 'vitest';
import { cents } from './money.ts';
import { dayOf, dayStart, recentDays } from './periods.ts';
import { buttonOffer, conversionRate, nextWebhookAttempt, WEBHOOK_RETRY_WINDOW_MS, webhookRetryDelayMs } from './store-integration.ts';

describe('the button offer', () => {
  it("advertises the product's largest group, fee included", () => {
    // R$ 1.570,67 + 5 % = R$ 1.649,20 in 4: R$ 412,30 each.
    expect(buttonOffer(cents(157_067), 2, 4)).toEqual({ numberOfQuotas: 4, perPerson: 41_230, label: 'ou R$\u00a0412,30 por pessoa em 4' });
  });
  it('never advertises more than 20 quotas', () => {
    expect(buttonOffer(cents(100_000), 2, 100).numberOfQuotas).toBe(20);
  });
});

describe('webhook retries', () => {
  it('wait 1, 2, 4, 8 … minutes, never more than 6 hours', () => {
    expect([1, 2, 3, 4].map(webhookRetryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(webhookRetryDelayMs(30)).toBe(6 * 3_600_000);
  });
  it('stop 3 days after the change', () => {
    const created = new Date('2026-11-20T12:00:00Z');
    expect(nextWebhookAttempt(created, created, 1)).toEqual(new Date('2026-11-20T12:01:00Z'));
    const late = new Date(created.getTime() + WEBHOOK_RETRY_WINDOW_MS - 30_000);
    expect(nextWebhookAttempt(created, late, 2)).toBeNull();
  });
});

describe('conversion rates', () => {
  it('are percentages with one decimal, null after an empty step', () => {
    expect(conversionRate(3, 1)).toBe(33.3);
    expect(conversionRate(8, 8)).toBe(100);
    expect(conversionRate(0, 0)).toBeNull();
  });
});

describe('São Paulo days', () => {
  it('change at midnight in São Paulo, not in UTC', () => {
    expect(dayOf(new Date('2026-11-23T02:59:59Z'))).toBe('2026-11-22');
    expect(dayOf(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-23');
    expect(dayStart('2026-11-23')).toEqual(new Date('2026-11-23T03:00:00Z'));
  });
  it('list the last days up to today, oldest first, across a month', () => {
    expect(recentDays(new Date('2026-12-02T01:00:00Z'), 4)).toEqual(['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01']);
  });
});
