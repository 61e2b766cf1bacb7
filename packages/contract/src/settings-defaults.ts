// The settings' defaults as plain values (no zod), for the shopper's pages.
import { RESCUE_MAX_EXTENSION_HOURS_DEFAULT, RESCUE_MIN_PAID_PERCENT_DEFAULT, retentionPeriodsOf } from '@juntai/domain';
import type { PublicSettings } from './settings.ts';

export const DEFAULT_BUTTON_SETTINGS = {
  button_text: '🤝 Comprar em Grupo',
  button_bg_color: '#059669',
  button_text_color: '#ffffff',
} as const;

export const BUTTON_TEXT_MAX = 50;

/** The spec's defaults (§3), used until the operator changes them and while they load. */
export const DEFAULT_PUBLIC_SETTINGS = {
  platform_name: 'Juntaí', icon_paid: '✅', icon_pending: '⏳', icon_button: '🤝', support_email: null,
  rescue_min_paid_percent: RESCUE_MIN_PAID_PERCENT_DEFAULT, rescue_max_extension_hours: RESCUE_MAX_EXTENSION_HOURS_DEFAULT,
  payment_checkout: { provider: 'simulated', public_key: null, sdk_url: null, pix_requires_cpf: false },
  company: { legal_name: null, cnpj: null, address: null, dpo_name: null, dpo_email: null },
  retention: retentionPeriodsOf({}),
} as const satisfies Omit<PublicSettings, 'group_expiry_hours'>;

/** The days the merchant panel's funnel counts when none are asked for (GET /api/admin/funnel). */
export const FUNNEL_DAYS_DEFAULT = 30;
