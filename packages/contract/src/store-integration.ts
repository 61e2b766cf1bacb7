import { z } from 'zod';
import { STORE_ID_PATTERN } from '@juntai/domain';
import { detailAnswerSchema, isoDateTime, PRODUCT_PRICE_MAX_CENTS, reais, reaisInput } from './common.ts';
import { FUNNEL_DAYS_DEFAULT } from './settings-defaults.ts';

/**
 * The store integration (ADR 0011): the products a store's button sells, API keys for its back end,
 * signed webhooks, the embeddable widget's public reads, its beacon and the conversion funnel.
 */
export const integrationMessages = {
  externalIdInvalid: 'Código do produto inválido: use de 1 a 100 letras, números, ponto, hífen ou sublinhado',
  nameRequired: 'Informe o nome do produto',
  descriptionTooLong: 'A descrição pode ter no máximo 5000 caracteres',
  priceInvalid: 'Preço inválido: informe de R$ 0,01 a R$ 1.000.000,00, com até 2 casas decimais',
  imageInvalid: 'Imagem inválida: informe um endereço https:// ou uma imagem enviada ao Juntaí',
  activeInvalid: 'active deve ser true ou false',
  productSaved: 'Produto salvo com sucesso!',
  productDeleted: 'Produto excluído com sucesso!',
  productNotFound: 'Produto não encontrado nesta loja',
  keyLabelRequired: 'Dê um nome à chave (por exemplo "ERP da loja")',
  keyCreated: 'Chave criada: copie agora, ela não será mostrada de novo',
  keyRevoked: 'Chave revogada',
  keyNotFound: 'Chave não encontrada',
  keyInvalid: 'Chave de API inválida ou revogada',
  webhookUrlInvalid: 'Endereço inválido: use um endereço https:// completo',
  webhookUrlPrivate: 'Endereço não permitido: use um endereço público da internet',
  webhookSaved: 'Webhook salvo',
  webhookRemoved: 'Webhook removido',
  webhookNotSet: 'Configure o endereço do webhook primeiro',
  webhookTimedOut: 'Tempo esgotado: a resposta do receptor não chegou inteira em 10 s',
  deliveryNotFound: 'Entrega não encontrada',
  deliveryResent: 'Entrega reenviada para a fila',
  widgetProductUnavailable: 'Produto indisponível para compra em grupo',
  beaconInvalid: 'Evento inválido',
  daysInvalid: 'days deve ser um número inteiro de 1 a 90',
} as const;
const m = integrationMessages;

/** The store's own product id or SKU: what `<juntai-button product="…">` names. */
export const externalIdSchema = z.string({ error: m.externalIdInvalid }).regex(/^[A-Za-z0-9._-]{1,100}$/, m.externalIdInvalid);
export const externalIdParamsSchema = z.object({ external_id: externalIdSchema });

const imageInput = z.string({ error: m.imageInvalid }).trim().min(1, m.imageInvalid).max(2_000, m.imageInvalid)
  .refine((v) => /^\/(images|uploads)\/[A-Za-z0-9._/-]+$/.test(v) || /^https:\/\/[a-z0-9.-]+(:\d+)?(\/\S*)?$/i.test(v), m.imageInvalid);

/** PUT /api/admin/products/{external_id}: creates or replaces the store's product (merchant session or API key). */
export const storeProductInputSchema = z.object({
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(200, m.nameRequired),
  description: z.string({ error: m.descriptionTooLong }).trim().max(5_000, m.descriptionTooLong).default(''),
  price: reaisInput(m.priceInvalid, { min: 1, max: PRODUCT_PRICE_MAX_CENTS }),
  image: imageInput,
  active: z.boolean({ error: m.activeInvalid }).default(true),
});
export type StoreProductInput = z.input<typeof storeProductInputSchema>;

export const storeProductSchema = z.object({
  /** Juntaí's id: the product page is /product/{id}. */
  id: z.number().int(),
  external_id: z.string(),
  name: z.string(),
  description: z.string(),
  price: reais,
  image: z.string(),
  active: z.boolean(),
  /** Groups created for it so far. */
  groups: z.number().int(),
  updated_at: isoDateTime,
});
export type StoreProduct = z.infer<typeof storeProductSchema>;
export const storeProductListSchema = z.object({ products: z.array(storeProductSchema) });
export const storeProductSavedSchema = detailAnswerSchema.extend({ product: storeProductSchema, created: z.boolean() });

/** API keys: `key` is shown once, at creation; only its hash is kept. */
export const API_KEY_PREFIX = 'jk_live_';
export const apiKeyCreateSchema = z.object({ label: z.string({ error: m.keyLabelRequired }).trim().min(1, m.keyLabelRequired).max(80, m.keyLabelRequired) });
export const apiKeySchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /** The first characters of the key, to tell keys apart. */
  prefix: z.string(),
  created_at: isoDateTime,
  last_used_at: isoDateTime.nullable(),
  revoked_at: isoDateTime.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
export const apiKeyCreatedSchema = detailAnswerSchema.extend({ key: z.string(), api_key: apiKeySchema });

/** Webhooks. */
export const WEBHOOK_EVENTS = ['group.completed', 'group.expired', 'payment.refunded'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const STORE_WEBHOOK_SIGNATURE_HEADER = 'Juntai-Signature';
export const webhookSettingsInputSchema = z.object({
  url: z.string({ error: m.webhookUrlInvalid }).trim().max(2_000, m.webhookUrlInvalid)
    .regex(/^https?:\/\/[^\s/?#@]+(\/[^\s]*)?$/i, m.webhookUrlInvalid),
});
export const webhookSettingsSchema = z.object({
  url: z.string().nullable(),
  /** Present only in the answer that created or rotated it. */
  secret: z.string().optional(),
  /** The secret's first characters, to tell which one the store has. */
  secret_prefix: z.string().nullable(),
});
export type WebhookSettings = z.infer<typeof webhookSettingsSchema>;
export const webhookSavedSchema = detailAnswerSchema.extend({ webhook: webhookSettingsSchema });

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event: z.enum(WEBHOOK_EVENTS),
  /** The group the event is about. */
  link_id: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  response_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: isoDateTime,
  last_attempt_at: isoDateTime.nullable(),
  next_attempt_at: isoDateTime.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });

/** The widget's public read (CORS for any origin, no credentials). */
export const widgetProductParamsSchema = z.object({
  store_id: z.string().regex(STORE_ID_PATTERN, m.widgetProductUnavailable),
  external_id: externalIdSchema,
});
export const widgetProductSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  price: reais,
  button_text: z.string(),
  button_bg_color: z.string(),
  button_text_color: z.string(),
  /** The split the button advertises: the product's largest group, within 2–20. */
  number_of_quotas: z.number().int(),
  per_person: reais,
  /** 'ou R$ 412,30 por pessoa em 4'. */
  per_person_label: z.string(),
  /** Juntaí's own page where the shopper creates the group (absolute). */
  create_url: z.string(),
  /**
   * The store's own site (an origin), the only one besides Juntaí that may show the creation page in a
   * dialog over its own page; null until the store saves it. Elsewhere the button opens a new tab.
   */
  store_site: z.string().nullable(),
});
export type WidgetProduct = z.infer<typeof widgetProductSchema>;

/** POST /api/widget/events: sendBeacon posts it as text/plain. */
export const WIDGET_EVENT_TYPES = ['view', 'click'] as const;
export const widgetEventSchema = z.object({
  store_id: z.string().regex(STORE_ID_PATTERN, m.beaconInvalid),
  product: externalIdSchema,
  type: z.enum(WIDGET_EVENT_TYPES, { error: m.beaconInvalid }),
});
export type WidgetEvent = z.infer<typeof widgetEventSchema>;

/** GET /api/admin/funnel?days=30 (FUNNEL_DAYS_DEFAULT, settings-defaults.ts). */
export const funnelQuerySchema = z.object({
  days: z.coerce.number({ error: m.daysInvalid }).int(m.daysInvalid).min(1, m.daysInvalid).max(90, m.daysInvalid).default(FUNNEL_DAYS_DEFAULT),
});
const funnelCounts = {
  views: z.number().int(),
  clicks: z.number().int(),
  groups_created: z.number().int(),
  groups_completed: z.number().int(),
  revenue: reais,
};
export const funnelDaySchema = z.object({ date: z.string(), ...funnelCounts });
export const funnelSchema = z.object({
  days: z.array(funnelDaySchema),
  totals: z.object(funnelCounts),
  /**
   * Percentages with one decimal; null when the step before had nothing: clicks per view, groups
   * created per click, groups completed per group created.
   */
  rates: z.object({
    click_rate: z.number().nullable(),
    creation_rate: z.number().nullable(),
    completion_rate: z.number().nullable(),
  }),
});
export type Funnel = z.infer<typeof funnelSchema>;
