import { z } from 'zod';
import {
  cnpjDigits, isValidCnpj, isValidEmail, RESCUE_MAX_EXTENSION_HOURS_BOUNDS, RESCUE_MIN_PAID_PERCENT_BOUNDS, RETENTION_SETTINGS, type RetentionKey,
} from '@juntai/domain';
import { detailAnswerSchema, emailInput, MAX_DB_ID } from './common.ts';

/** Global settings (spec §3): the operator's knobs, each validated on the server. */
export const globalSettingMessages = {
  unknownKey: (key: string) => `Configuração desconhecida: ${key}`,
  icon: 'Ícone inválido: use um emoji ou até 8 caracteres, sem marcação HTML (sem < > & " \')',
  platformNameRequired: 'Informe o nome da plataforma: ele aparece nos títulos, no rodapé e nos e-mails',
  platformName: 'Nome da plataforma inválido: use de 1 a 40 caracteres',
  appBaseUrl: 'URL base inválida: use um endereço http:// ou https://',
  supportEmail: 'E-mail de suporte inválido',
  expiryDays: 'Dias de expiração inválidos: use um número inteiro de 1 a 30',
  rescueMinPaidPercent: `Percentual mínimo pago inválido: use um número inteiro de ${RESCUE_MIN_PAID_PERCENT_BOUNDS.min} a ${RESCUE_MIN_PAID_PERCENT_BOUNDS.max}`,
  rescueMaxExtensionHours: `Prorrogação máxima inválida: use um número inteiro de ${RESCUE_MAX_EXTENSION_HOURS_BOUNDS.min} a ${RESCUE_MAX_EXTENSION_HOURS_BOUNDS.max} horas`,
  companyLegalName: 'Razão social inválida: use até 120 caracteres',
  companyCnpj: 'CNPJ inválido: confira os 14 dígitos',
  companyAddress: 'Endereço da empresa inválido: use até 200 caracteres',
  dpoName: 'Nome do encarregado inválido: use até 120 caracteres',
  dpoEmail: 'E-mail de privacidade inválido',
  retention: (key: RetentionKey) => {
    const { label, min, max, unit } = RETENTION_SETTINGS[key];
    return `${label}: use um número inteiro de ${min} a ${max} ${unit}`;
  },
  empty: 'Envie ao menos uma configuração em settings',
  saved: 'Configurações salvas com sucesso!',
} as const;

/** Characters that make markup; an icon is shown as text beside every quota, so "<b>x</b>" would read as code there. */
const MARKUP = /[<>&"'`]/;
const graphemes = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });
/** An emoji (however many code points it is made of, as a family emoji) or a short text, without markup. */
const icon = z.string({ error: globalSettingMessages.icon }).trim()
  .refine((v) => {
    const count = [...graphemes.segment(v)].length;
    return count >= 1 && count <= 8 && v.length <= 32 && !MARKUP.test(v);
  }, globalSettingMessages.icon);

const wholeNumber = (bounds: { min: number; max: number }, message: string) =>
  z.coerce.number({ error: message }).int(message).min(bounds.min, message).max(bounds.max, message);

/** Free text up to `max` characters; empty means "not set yet" (a live installation then takes no shopper data). */
const optionalText = (max: number, message: string) => z.string({ error: message }).trim().max(max, message);

const retention = (key: RetentionKey) =>
  wholeNumber(RETENTION_SETTINGS[key], globalSettingMessages.retention(key));

/** The value rule of each key. */
export const globalSettingValueSchemas = {
  icon_paid: icon,
  icon_pending: icon,
  icon_button: icon,
  platform_name: z.string({ error: globalSettingMessages.platformNameRequired }).trim().min(1, globalSettingMessages.platformNameRequired).max(40, globalSettingMessages.platformName),
  /** Empty: e-mailed links use the server's own address (PUBLIC_BASE_URL, else http://localhost:PORT). */
  app_base_url: z.string({ error: globalSettingMessages.appBaseUrl }).trim().max(200, globalSettingMessages.appBaseUrl)
    .refine((url) => url === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(url), globalSettingMessages.appBaseUrl),
  support_email: emailInput(globalSettingMessages.supportEmail),
  default_group_expiry_days: z.coerce.number({ error: globalSettingMessages.expiryDays }).int(globalSettingMessages.expiryDays)
    .min(1, globalSettingMessages.expiryDays).max(30, globalSettingMessages.expiryDays),
  /** The deadline extension (ADR 0031): the share of quotas paid it needs, and how many hours it may add at most. */
  rescue_min_paid_percent: wholeNumber(RESCUE_MIN_PAID_PERCENT_BOUNDS, globalSettingMessages.rescueMinPaidPercent),
  // Never past what a card authorisation lasts: 72 h stays well inside any provider's window, and the
  // rule refuses at request time an extension that an older authorisation would not outlive.
  rescue_max_extension_hours: wholeNumber(RESCUE_MAX_EXTENSION_HOURS_BOUNDS, globalSettingMessages.rescueMaxExtensionHours),
  /** The company's identity and its encarregado (ADR 0049); the CNPJ is kept as its 14 digits. */
  company_legal_name: optionalText(120, globalSettingMessages.companyLegalName),
  company_cnpj: z.string({ error: globalSettingMessages.companyCnpj }).trim()
    .refine((v) => v === '' || isValidCnpj(v), globalSettingMessages.companyCnpj).transform(cnpjDigits),
  company_address: optionalText(200, globalSettingMessages.companyAddress),
  dpo_name: optionalText(120, globalSettingMessages.dpoName),
  dpo_email: z.string({ error: globalSettingMessages.dpoEmail }).trim().toLowerCase()
    .refine((v) => v === '' || isValidEmail(v), globalSettingMessages.dpoEmail),
  /** The retention table (ADR 0049, docs/privacy.md), each period within its documented bounds. */
  retention_email_body_days: retention('retention_email_body_days'),
  retention_webhook_body_days: retention('retention_webhook_body_days'),
  retention_idempotency_hours: retention('retention_idempotency_hours'),
  retention_group_personal_months: retention('retention_group_personal_months'),
  retention_audit_years: retention('retention_audit_years'),
} as const;
export type GlobalSettingKey = keyof typeof globalSettingValueSchemas;
export const GLOBAL_SETTING_KEYS = Object.keys(globalSettingValueSchemas) as GlobalSettingKey[];

export const globalSettingsResponseSchema = z.object({
  success: z.literal(true),
  settings: z.record(z.string(), z.object({ value: z.unknown() })),
});

/** PUT body: `{settings: {key: value}}`; every key known, every value valid, or nothing is saved. */
export const updateGlobalSettingsRequestSchema = z.object({
  settings: z.record(z.string(), z.unknown()),
}).transform((body, ctx) => {
  const parsed: Partial<Record<GlobalSettingKey, unknown>> = {};
  const entries = Object.entries(body.settings);
  if (entries.length === 0) ctx.addIssue({ code: 'custom', message: globalSettingMessages.empty });
  for (const [key, value] of entries) {
    // Own keys only: `in` would take `toString` or `constructor` (the object's prototype) for a setting.
    if (!Object.hasOwn(globalSettingValueSchemas, key)) {
      ctx.addIssue({ code: 'custom', message: globalSettingMessages.unknownKey(key) });
      continue;
    }
    const result = globalSettingValueSchemas[key as GlobalSettingKey].safeParse(value);
    if (result.success) parsed[key as GlobalSettingKey] = result.data;
    else ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? globalSettingMessages.empty });
  }
  return parsed;
});

export const updateGlobalSettingsResponseSchema = detailAnswerSchema;

// ── GET /api/super-admin/audit ─────────────────────────────────────────────────────────────────
export const auditQuerySchema = z.object({
  limit: z.coerce.number({ error: 'limit deve ser de 1 a 100' }).int('limit deve ser de 1 a 100').min(1, 'limit deve ser de 1 a 100').max(100, 'limit deve ser de 1 a 100').default(20),
  before_id: z.coerce.number({ error: 'before_id inválido' }).int('before_id inválido').positive('before_id inválido').max(MAX_DB_ID, 'before_id inválido').optional(),
});
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_email: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});
export const auditResponseSchema = z.object({ success: z.literal(true), entries: z.array(auditEntrySchema) });
