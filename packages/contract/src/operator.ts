import { z } from 'zod';
import { isValidEmail, STORE_ID_PATTERN } from '@juntai/domain';
import { detailAnswerSchema, MAX_DB_ID, percentInput, PLAN_MONTHLY_FEE_MAX_CENTS, reais, reaisInput } from './common.ts';

/**
 * Operator back office (/api/super-admin/*), spec merchant-and-backoffice.md §2, §3, §7. Money in
 * reais with two decimals. Figures are defined in ADR 0008:
 * - collected: card authorised or captured, PIX paid (the merchant panel's "arrecadado");
 * - GMV: payments captured (the group completed, so the money is the store's) in the period;
 * - platform revenue (`revenue.total_platform`): the 5% service parts of that GMV plus each store's
 *   plan percentage fee over its captured product parts; monthly plan fees are recurring revenue,
 *   reported apart (`revenue.recurring_monthly`), never mixed into the period's total.
 */
export const operatorMessages = {
  invalidPeriod: 'Período inválido: use total ou AAAA-MM',
  storeIdRequired: 'Informe o ID da loja',
  storeIdInvalid: 'ID da loja inválido: use letras minúsculas, números e hífens (ex.: minha-loja)',
  storeNameRequired: 'Informe o nome da loja',
  storeIdTaken: 'Já existe um lojista com este ID de loja',
  invalidEmail: 'Informe um e-mail válido',
  planNotFound: 'Plano não encontrado',
  planInactive: 'Este plano está desativado: escolha um plano ativo',
  planNameRequired: 'Informe o nome do plano',
  planNameTaken: 'Já existe um plano com este nome',
  monthlyFeeInvalid: 'Mensalidade inválida: informe de R$ 0,00 a R$ 100.000,00, com até 2 casas decimais',
  percentageFeeInvalid: 'Taxa percentual inválida: informe de 0 a 100, com até 1 casa decimal',
  merchantNotFound: 'Lojista não encontrado',
  invalidStatus: 'Status inválido (use active, inactive ou uninstalled)',
  merchantCreated: 'Lojista criado com sucesso!',
  merchantUpdated: 'Lojista atualizado com sucesso!',
  planCreated: 'Plano criado com sucesso!',
  planUpdated: 'Plano atualizado com sucesso!',
  planDeactivated: 'Plano desativado com sucesso!',
  invalidPage: 'Página inválida',
} as const;

export const periodQuerySchema = z.object({
  period: z.string().regex(/^(total|\d{4}-(0[1-9]|1[0-2]))$/, operatorMessages.invalidPeriod).default('total'),
});

export const merchantStatuses = ['active', 'inactive', 'uninstalled'] as const;

// ── Plans ──────────────────────────────────────────────────────────────────────────────────────
export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  monthly_fee: reais,
  percentage_fee: z.number(),
  description: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
  /** Stores on this plan now. */
  merchants_count: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;

export const planRequestSchema = z.object({
  name: z.string({ error: operatorMessages.planNameRequired }).trim().min(1, operatorMessages.planNameRequired).max(80),
  monthly_fee: reaisInput(operatorMessages.monthlyFeeInvalid, { max: PLAN_MONTHLY_FEE_MAX_CENTS }),
  percentage_fee: percentInput(operatorMessages.percentageFeeInvalid, 100),
  description: z.string().trim().max(500).nullish().transform((v) => (v ? v : null)),
  /** Reactivating a deactivated plan. */
  active: z.boolean().optional(),
});
export type PlanRequest = z.input<typeof planRequestSchema>;

export const planListResponseSchema = z.object({ success: z.literal(true), plans: z.array(planSchema) });
export const planResponseSchema = detailAnswerSchema.extend({ plan: planSchema });

// ── Merchants ──────────────────────────────────────────────────────────────────────────────────
export const merchantSchema = z.object({
  id: z.number().int(),
  store_id: z.string(),
  store_name: z.string(),
  contact_email: z.string().nullable(),
  plan_id: z.number().int().nullable(),
  plan_name: z.string().nullable(),
  status: z.enum(merchantStatuses),
  installed_at: z.string(),
  total_groups: z.number().int(),
  /** Collected on the store's groups, all time, the 5% service fees included (ADR 0008). */
  total_revenue: reais,
  /**
   * What the store receives of `total_revenue` ("Repasse", ADR 0008 addendum), counting only its
   * completed groups: their product parts (the collected money minus each group's service part, round(collected × (total − price) / total) once
   * per group) minus the store's current plan percentage over them.
   */
  total_store_share: reais,
});
export type Merchant = z.infer<typeof merchantSchema>;

export const MERCHANTS_PAGE_SIZE = 50;
export const merchantsQuerySchema = z.object({
  status: z.union([z.enum(merchantStatuses, { error: operatorMessages.invalidStatus }), z.literal('')]).optional()
    .transform((v) => v || undefined),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number({ error: operatorMessages.invalidPage }).int(operatorMessages.invalidPage).min(1, operatorMessages.invalidPage).max(10_000).default(1),
});
export const merchantListResponseSchema = z.object({
  success: z.literal(true),
  merchants: z.array(merchantSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

const optionalEmail = z.string().trim().toLowerCase().max(254).nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isValidEmail(v), operatorMessages.invalidEmail);
const optionalPlanId = z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number), z.literal(''), z.null()])
  .optional().transform((v) => (v === undefined ? undefined : typeof v === 'number' ? v : null))
  // Beyond the integer column no plan exists; unchecked, the lookup failed in SQL (a 500).
  .refine((v) => v === undefined || v === null || v <= MAX_DB_ID, operatorMessages.planNotFound);

export const createMerchantRequestSchema = z.object({
  store_id: z.string({ error: operatorMessages.storeIdRequired }).trim().toLowerCase().min(1, operatorMessages.storeIdRequired)
    .regex(STORE_ID_PATTERN, operatorMessages.storeIdInvalid),
  store_name: z.string({ error: operatorMessages.storeNameRequired }).trim().min(1, operatorMessages.storeNameRequired).max(100),
  contact_email: optionalEmail,
  plan_id: optionalPlanId,
});
export type CreateMerchantRequest = z.input<typeof createMerchantRequestSchema>;

export const updateMerchantRequestSchema = z.object({
  status: z.enum(merchantStatuses, { error: operatorMessages.invalidStatus }).optional(),
  plan_id: optionalPlanId,
});

export const merchantResponseSchema = detailAnswerSchema.extend({ merchant: merchantSchema });

// ── Dashboard ──────────────────────────────────────────────────────────────────────────────────
export const operatorDashboardMerchantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  current_plan: z.string().nullable(),
  created_at: z.string(),
});

export const dashboardGroupRowSchema = z.object({
  id: z.number().int(),
  link_id: z.string(),
  product_name: z.string().nullable(),
  status: z.string(),
  current_participants: z.number().int(),
  target_size: z.number().int(),
  created_at: z.string(),
  total_cost: reais,
  cost_per_person: reais,
});

export const operatorDashboardPlanShareSchema = planSchema.extend({
  /** Platform revenue from this plan's stores in the period, and its share of the period's total (0–100). */
  revenue: reais,
  revenue_share: z.number(),
});

export const monthlyHistoryRowSchema = z.object({
  month: z.string(),
  label: z.string(),
  revenue: reais,
  gmv: reais,
  groups_created: z.number().int(),
  groups_completed: z.number().int(),
  average_per_completed: reais,
});

export const operatorDashboardStatsSchema = z.object({
  period: z.string(),
  revenue: z.object({
    total_platform: reais,
    gmv: reais,
    service_fees: reais,
    plan_percentage_fees: reais,
    /** Sum of the monthly fees of active stores on active plans now: recurring, outside the period's total. */
    recurring_monthly: reais,
  }),
  groups: z.object({
    total: z.number().int(), active: z.number().int(), completed: z.number().int(), expired: z.number().int(),
    /** rescuedGroupsDefinitions.operator: completed in the period (by when they completed) and rescued. */
    rescued: z.number().int(),
  }),
  merchants: z.object({ total: z.number().int(), active: z.number().int(), inactive: z.number().int() }),
  plans: z.object({ total: z.number().int(), active: z.number().int() }),
  faturamento: z.object({ total: reais, formattedPeriod: z.string(), monthName: z.string(), year: z.number().int().nullable() }),
  products: z.object({ demo: z.number().int(), marketplace: z.number().int(), featured: z.number().int() }),
  partners: z.object({
    active: z.number().int(),
    commissions_owed: reais,
    average_commission_rate: z.number(),
    top_partner: z.object({ id: z.number().int(), name: z.string(), total_sales: reais }).nullable(),
  }),
  merchants_list: z.array(operatorDashboardMerchantSchema),
  groups_list: z.array(dashboardGroupRowSchema),
  plans_list: z.array(operatorDashboardPlanShareSchema),
  history: z.array(monthlyHistoryRowSchema),
});
export type OperatorDashboardStats = z.infer<typeof operatorDashboardStatsSchema>;
export const operatorDashboardResponseSchema = z.object({ success: z.literal(true), stats: operatorDashboardStatsSchema });
