import { z } from 'zod';

export const buttonSettingsSchema = z.object({
  button_text: z.string(),
  button_bg_color: z.string(),
  button_text_color: z.string(),
  onboarding_completed: z.boolean(),
  /** The store's own site (an origin), or null: "Voltar para a loja" only ever leads there. */
  site_url: z.string().nullable(),
});
export type ButtonSettings = z.infer<typeof buttonSettingsSchema>;

/** GET /api/settings/public: the global settings a shopper's page needs (no secrets, no e-mails). */
export const publicSettingsSchema = z.object({
  platform_name: z.string(),
  /** A quota paid, a quota waiting, and the group button (spec §3 defaults ✅ ⏳ 🤝). */
  icon_paid: z.string(),
  icon_pending: z.string(),
  icon_button: z.string(),
  /** Where shoppers write for help (the footer); null until the operator sets one. */
  support_email: z.string().nullable(),
  /** How long a new group stays open: `default_group_expiry_days` × 24 (the spec's 48 h by default). */
  group_expiry_hours: z.number().positive(),
  /** The deadline extension's operator settings (ADR 0031), so the group page explains a refusal. */
  rescue_min_paid_percent: z.number().int(),
  rescue_max_extension_hours: z.number().int(),
  /**
   * Who takes the money, and what the payment dialog needs to collect a card with that provider's own
   * browser SDK: `public_key` and `sdk_url` are null for the simulated provider (Juntaí's own form).
   */
  payment_checkout: z.object({
    provider: z.string(),
    public_key: z.string().nullable(),
    sdk_url: z.string().nullable(),
    /** Whether a PIX needs the payer's CPF (the dialog then asks for it, for PIX only). */
    pix_requires_cpf: z.boolean(),
  }),
  /**
   * Who runs the site and answers for personal data (ADR 0049): every page's footer and the privacy
   * notice show them; each null until the operator sets it. The CNPJ comes formatted (00.000.000/0000-00).
   */
  company: z.object({
    legal_name: z.string().nullable(),
    cnpj: z.string().nullable(),
    address: z.string().nullable(),
    dpo_name: z.string().nullable(),
    dpo_email: z.string().nullable(),
  }),
  /** The retention table's periods as the operator set them, which the privacy notice quotes. */
  retention: z.object({
    retention_email_body_days: z.number().int(),
    retention_webhook_body_days: z.number().int(),
    retention_idempotency_hours: z.number().int(),
    retention_group_personal_months: z.number().int(),
    retention_audit_years: z.number().int(),
  }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;


/** GET /api/products/{id}/store-site: the site of the product's store, for the way back to it. */
export const productStoreSiteSchema = z.object({ site_url: z.string().nullable() });
