/**
 * How long each kind of personal data is kept (LGPD art. 15 and 16; the table docs/privacy.md publishes
 * and the privacy notice quotes). Each period is an operator setting within its bounds; the lower
 * bounds keep what the law or the product needs: a payer may retry a payment for a day, and the audit
 * trail and money records answer the 5-year tax and consumer-claim periods (CTN art. 173, CDC art. 27).
 */
export const RETENTION_SETTINGS = {
  retention_email_body_days: { default: 30, min: 7, max: 365, unit: 'dias', label: 'Conteúdo dos e-mails enviados' },
  retention_webhook_body_days: { default: 90, min: 7, max: 365, unit: 'dias', label: 'Conteúdo dos webhooks enviados às lojas' },
  retention_idempotency_hours: { default: 48, min: 24, max: 720, unit: 'horas', label: 'Chaves de repetição e tokens de pagador' },
  retention_group_personal_months: { default: 24, min: 6, max: 60, unit: 'meses', label: 'Dados pessoais de grupos encerrados' },
  retention_audit_years: { default: 5, min: 5, max: 10, unit: 'anos', label: 'Registro de auditoria' },
} as const;

export type RetentionKey = keyof typeof RETENTION_SETTINGS;
export type RetentionPeriods = Record<RetentionKey, number>;

export const RETENTION_KEYS = Object.keys(RETENTION_SETTINGS) as RetentionKey[];

/** Each period as the operator set it, its default when unset or out of bounds. */
export function retentionPeriodsOf(settings: Record<string, unknown>): RetentionPeriods {
  const periods = {} as RetentionPeriods;
  for (const key of RETENTION_KEYS) {
    const { default: fallback, min, max } = RETENTION_SETTINGS[key];
    const value = Number(settings[key]);
    periods[key] = Number.isInteger(value) && value >= min && value <= max ? value : fallback;
  }
  return periods;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The moment before which each kind is due, for a given now (months and years as calendar steps, in UTC). */
export function retentionCutoffs(now: Date, periods: RetentionPeriods): Record<RetentionKey, Date> {
  const monthsBack = (months: number) => {
    const d = new Date(now);
    d.setUTCMonth(d.getUTCMonth() - months);
    return d;
  };
  return {
    retention_email_body_days: new Date(now.getTime() - periods.retention_email_body_days * DAY_MS),
    retention_webhook_body_days: new Date(now.getTime() - periods.retention_webhook_body_days * DAY_MS),
    retention_idempotency_hours: new Date(now.getTime() - periods.retention_idempotency_hours * HOUR_MS),
    retention_group_personal_months: monthsBack(periods.retention_group_personal_months),
    retention_audit_years: monthsBack(12 * periods.retention_audit_years),
  };
}

/** How a period reads in the privacy notice ("30 dias"); every lower bound is above 1, so units are plural. */
export function describeRetention(key: RetentionKey, value: number): string {
  return `${value} ${RETENTION_SETTINGS[key].unit}`;
}
