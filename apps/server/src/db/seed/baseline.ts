import type { Kysely } from 'kysely';
import { DEFAULT_BUTTON_SETTINGS } from '@juntai/contract';
import { RESCUE_MAX_EXTENSION_HOURS_DEFAULT, RESCUE_MIN_PAID_PERCENT_DEFAULT, retentionPeriodsOf } from '@juntai/domain';
import type { Database } from '../schema.ts';
import { DEFAULT_STORE_ID } from '../repositories/stores.ts';

/** Global settings of the spec with their defaults. `default_group_expiry_days` = 2 is the 48 h window. */
export const DEFAULT_GLOBAL_SETTINGS: Record<string, unknown> = {
  icon_paid: '✅',
  icon_pending: '⏳',
  icon_button: '🤝',
  platform_name: 'Juntaí',
  // Empty: e-mailed links use this server's own address (PUBLIC_BASE_URL, else http://localhost:PORT), never a fixed one.
  app_base_url: '',
  support_email: 'suporte@juntai.com.br',
  default_group_expiry_days: 2,
  // The deadline extension (ADR 0031): at least 75 % of the quotas paid, at most 24 hours more.
  rescue_min_paid_percent: RESCUE_MIN_PAID_PERCENT_DEFAULT,
  rescue_max_extension_hours: RESCUE_MAX_EXTENSION_HOURS_DEFAULT,
  // Who runs the site (ADR 0049): empty until the operator names the company; a live installation takes
  // no shopper data until then. The demo catalogue fills them with fictitious values.
  company_legal_name: '',
  company_cnpj: '',
  company_address: '',
  dpo_name: '',
  dpo_email: '',
  // The retention table (docs/privacy.md), each period its default.
  ...retentionPeriodsOf({}),
};

/**
 * What every database needs to work, demo data or not: the default store with the default button,
 * and the global settings. Safe to run at every boot: existing rows are left as the operator set them.
 */
export async function ensureBaseline(db: Kysely<Database>): Promise<void> {
  await db.insertInto('stores').values({
    store_id: DEFAULT_STORE_ID,
    store_name: 'Loja Padrão',
    ...DEFAULT_BUTTON_SETTINGS,
  }).onConflict((oc) => oc.column('store_id').doNothing()).execute();

  await db.insertInto('global_settings')
    .values(Object.entries(DEFAULT_GLOBAL_SETTINGS).map(([key, value]) => ({ key, value: JSON.stringify(value) })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
