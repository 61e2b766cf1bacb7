import { z } from 'zod';
import { GROUP_STATUSES, storeSiteOrigin } from '@juntai/domain';
import { detailAnswerSchema, reais } from './common.ts';
import { MERCHANT_GROUPS_DEFAULT_LIMIT, MERCHANT_GROUPS_MAX_LIMIT, merchantMessages } from './merchant-messages.ts';
import { BUTTON_TEXT_MAX } from './settings-defaults.ts';

/** Merchant panel (/admin): the session's store only. Spec merchant-and-backoffice.md §3 and §7. Plain values in merchant-messages.ts. */

/**
 * GET /api/admin/metrics. Definitions (ADR 0008):
 * - `total_revenue_30d`: money collected in the last 30 days on the store's groups: card payments
 *   authorised or captured and PIX paid, counted at the moment they were paid; voided, refunded,
 *   failed, cancelled and pending payments are excluded (money given back is not collected). It
 *   includes the platform's 5% service fee that shoppers pay on top of the product price.
 * - `store_share_30d`: what the store receives of that money ("Repasse à loja", ADR 0008 addendum),
 *   counting only the groups now completed (an open group's money may still go back to its payers):
 *   their product parts (each group's collected money minus its service part, round(collected ×
 *   (total − price) / total) once per group) minus the store's current plan percentage over them.
 * - `new_customers`: distinct participant e-mails (trimmed, lower-cased) with a collected payment in
 *   the last 30 days.
 * - `active_groups`, `completed_groups`, `expired_groups`, `total_groups`: the store's groups by their
 *   effective status now (an active group past its deadline counts as expired).
 * - `rescued_groups_30d`: rescuedGroupsDefinitions.merchant (rescued-groups.ts).
 */
export const merchantMetricsSchema = z.object({
  active_groups: z.number().int(),
  total_revenue_30d: reais,
  store_share_30d: reais,
  new_customers: z.number().int(),
  total_groups: z.number().int(),
  completed_groups: z.number().int(),
  expired_groups: z.number().int(),
  rescued_groups_30d: z.number().int(),
});
export type MerchantMetrics = z.infer<typeof merchantMetricsSchema>;

/** GET /api/admin/groups query: effective status, accent- and case-insensitive search, page. */
export const merchantGroupsQuerySchema = z.object({
  status: z.enum(GROUP_STATUSES, { error: merchantMessages.invalidStatus }).optional(),
  search: z.string().trim().max(100, merchantMessages.searchTooLong).optional(),
  limit: z.coerce.number({ error: merchantMessages.invalidLimit }).int(merchantMessages.invalidLimit)
    .min(1, merchantMessages.invalidLimit).max(MERCHANT_GROUPS_MAX_LIMIT, merchantMessages.invalidLimit).default(MERCHANT_GROUPS_DEFAULT_LIMIT),
  cursor: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, merchantMessages.invalidCursor).optional(),
});
export type MerchantGroupsQuery = z.input<typeof merchantGroupsQuerySchema>;

/**
 * A group in the merchant's list. `status` is the effective status; `revenue` is what was collected
 * on it, service fee included (same definition as `total_revenue_30d`, without the window);
 * `store_share` what the store receives of it (as `store_share_30d`, for this group alone: 0 until it
 * is completed).
 */
export const merchantGroupSchema = z.object({
  link_id: z.string(),
  product_name: z.string(),
  product_image: z.string().nullable(),
  creator_name: z.string(),
  creator_whatsapp: z.string().nullable(),
  created_at: z.string(),
  status: z.string(),
  paid_count: z.number().int(),
  number_of_quotas: z.number().int(),
  progress_percentage: z.number(),
  revenue: reais,
  store_share: reais,
});
export type MerchantGroup = z.infer<typeof merchantGroupSchema>;
export const merchantGroupListSchema = z.array(merchantGroupSchema);

/** GET /api/admin/settings?store_id= (public: the product page styles its button from it). */
export const settingsQuerySchema = z.object({
  store_id: z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, merchantMessages.invalidStoreId).optional(),
});

const hexColor = z.string({ error: merchantMessages.invalidColor }).trim().regex(/^#[0-9a-fA-F]{6}$/, merchantMessages.invalidColor)
  .transform((v) => v.toLowerCase());

/**
 * PUT /api/admin/settings. `store_id` is accepted for the spec's payload but ignored: the session's
 * store is the one changed. `onboarding_completed: true` comes from the onboarding's last step.
 */
export const updateSettingsRequestSchema = z.object({
  button_text: z.string({ error: merchantMessages.buttonTextRequired }).trim()
    .min(1, merchantMessages.buttonTextRequired).max(BUTTON_TEXT_MAX, merchantMessages.buttonTextTooLong),
  button_bg_color: hexColor,
  button_text_color: hexColor,
  store_id: z.string().optional(),
  onboarding_completed: z.boolean().optional(),
  /**
   * "Endereço do site da loja": the only site "Voltar para a loja" (`voltar=`) may lead to. Kept as its
   * origin; '' or null clears it; left out, it stays as it was.
   */
  site_url: z.string({ error: merchantMessages.invalidSiteUrl }).trim().max(2048, merchantMessages.invalidSiteUrl)
    .refine((value) => value === '' || storeSiteOrigin(value) !== undefined, merchantMessages.invalidSiteUrl)
    .nullable().optional(),
});
export type UpdateSettingsRequest = z.input<typeof updateSettingsRequestSchema>;

export const updateSettingsResponseSchema = detailAnswerSchema.extend({
  settings: z.object({
    button_text: z.string(),
    button_bg_color: z.string(),
    button_text_color: z.string(),
    onboarding_completed: z.boolean(),
    site_url: z.string().nullable(),
  }),
});
