import { describe, expect, it } from 'vitest';
import { describeRetention, retentionCutoffs, retentionPeriodsOf } from './retention.ts';

describe('the retention table', () => {
  it('takes each period the operator set within its bounds, else its default', () => {
    const periods = retentionPeriodsOf({ retention_email_body_days: 10, retention_audit_years: 2, retention_webhook_body_days: 'x' });
    expect(periods).toEqual({
      retention_email_body_days: 10, retention_webhook_body_days: 90, retention_idempotency_hours: 48,
      retention_group_personal_months: 24, retention_audit_years: 5,
    });
    expect(describeRetention('retention_group_personal_months', 24)).toBe('24 meses');
  });

  it('places each cutoff its period before now', () => {
    const now = new Date('2026-03-31T12:00:00Z');
    const cutoffs = retentionCutoffs(now, retentionPeriodsOf({}));
    expect(cutoffs.retention_email_body_days.toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(cutoffs.retention_idempotency_hours.toISOString()).toBe('2026-03-29T12:00:00.000Z');
    expect(cutoffs.retention_group_personal_months.toISOString()).toBe('2024-03-31T12:00:00.000Z');
    expect(cutoffs.retention_audit_years.toISOString()).toBe('2021-03-31T12:00:00.000Z');
  });
});
