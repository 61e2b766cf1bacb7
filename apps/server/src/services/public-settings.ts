import { DEFAULT_PUBLIC_SETTINGS, type PublicSettings } from '@juntai/contract';
import { formatCnpj, GROUP_EXPIRY_HOURS_DEFAULT, groupLifetimeDays, retentionPeriodsOf, RESCUE_MAX_EXTENSION_HOURS_BOUNDS, RESCUE_MIN_PAID_PERCENT_BOUNDS } from '@juntai/domain';
import type { AppContext } from '../context.ts';
import { readAllGlobalSettings } from '../db/repositories/global-settings.ts';

/** A whole number within the bounds, else undefined (a value the operator's form never lets through). */
const wholeWithin = (value: unknown, bounds: { min: number; max: number }): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n >= bounds.min && n <= bounds.max ? n : undefined;
};

/** The deadline extension's two operator settings (ADR 0031), each its default when unset or unusable. */
export function rescueSettingsOf(all: Record<string, unknown>): Pick<PublicSettings, 'rescue_min_paid_percent' | 'rescue_max_extension_hours'> {
  return {
    rescue_min_paid_percent: wholeWithin(all.rescue_min_paid_percent, RESCUE_MIN_PAID_PERCENT_BOUNDS) ?? DEFAULT_PUBLIC_SETTINGS.rescue_min_paid_percent,
    rescue_max_extension_hours: wholeWithin(all.rescue_max_extension_hours, RESCUE_MAX_EXTENSION_HOURS_BOUNDS) ?? DEFAULT_PUBLIC_SETTINGS.rescue_max_extension_hours,
  };
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/**
 * The operator's settings as shoppers meet them (GET /api/settings/public, e-mails, previews): each
 * falls back to the spec's default until the operator sets it.
 */
export async function publicSettings(ctx: AppContext): Promise<PublicSettings> {
  const all = await readAllGlobalSettings(ctx.db);
  const days = Number(all.default_group_expiry_days);
  return {
    platform_name: text(all.platform_name) ?? DEFAULT_PUBLIC_SETTINGS.platform_name,
    icon_paid: text(all.icon_paid) ?? DEFAULT_PUBLIC_SETTINGS.icon_paid,
    icon_pending: text(all.icon_pending) ?? DEFAULT_PUBLIC_SETTINGS.icon_pending,
    icon_button: text(all.icon_button) ?? DEFAULT_PUBLIC_SETTINGS.icon_button,
    support_email: text(all.support_email) ?? null,
    group_expiry_hours: Math.round(24 * groupLifetimeDays(Number.isInteger(days) && days >= 1 ? days : GROUP_EXPIRY_HOURS_DEFAULT / 24, ctx.payments.cardAuthorizationLifetimeMs)),
    ...rescueSettingsOf(all),
    payment_checkout: {
      provider: ctx.payments.name,
      public_key: ctx.payments.browserCheckout?.publicKey ?? null,
      sdk_url: ctx.payments.browserCheckout?.sdkUrl ?? null,
      pix_requires_cpf: ctx.payments.pixPayerCpfRequired,
    },
    company: {
      legal_name: text(all.company_legal_name) ?? null,
      cnpj: text(all.company_cnpj) === undefined ? null : formatCnpj(all.company_cnpj as string),
      address: text(all.company_address) ?? null,
      dpo_name: text(all.dpo_name) ?? null,
      dpo_email: text(all.dpo_email) ?? null,
    },
    retention: retentionPeriodsOf(all),
  };
}
