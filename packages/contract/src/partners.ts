import { z } from 'zod';
import { detailAnswerSchema, emailInput, MAX_DB_ID, messageAnswerSchema, percentInput, reais } from './common.ts';
import { categorySchema, occasionSchema } from './marketplace.ts';
import { productSchema } from './products.ts';

/** Partners (marketplace sellers and affiliates) of the back office, spec §3, §5, §7. */
export const partnerTypes = ['marketplace', 'affiliate'] as const;
export const partnerStatuses = ['active', 'inactive', 'pending'] as const;
export const partnerSortFields = ['name', 'commission_rate', 'total_products', 'total_sales', 'created_at'] as const;
export const partnerBulkActions = ['activate', 'deactivate', 'delete'] as const;

/** How the back office names partner types and statuses, on screen and in the CSV export: one wording for both. */
export const partnerTypeLabels: Record<(typeof partnerTypes)[number], string> = { marketplace: 'Marketplace', affiliate: 'Afiliado' };
export const partnerStatusLabels: Record<(typeof partnerStatuses)[number], string> = { active: 'Ativo', inactive: 'Inativo', pending: 'Pendente' };

/** The spec's bound of a partner's commission (§5), in percent. */
export const PARTNER_COMMISSION_MAX = 50;

export const partnerMessages = {
  nameRequired: 'Informe o nome do parceiro',
  nameTaken: 'Já existe um parceiro com este nome',
  emailInvalid: 'Informe um e-mail de contato válido',
  websiteInvalid: 'Site inválido: use um endereço http:// ou https://',
  commissionInvalid: 'Comissão inválida: informe de 0 a 50, com até 1 casa decimal',
  invalidType: 'Tipo de parceiro inválido (use marketplace ou affiliate)',
  invalidStatus: 'Status de parceiro inválido (use active, inactive ou pending)',
  invalidSort: 'Ordenação inválida',
  invalidAction: 'Ação inválida (use activate, deactivate ou delete)',
  noneSelected: 'Selecione pelo menos um parceiro',
  notFound: 'Parceiro não encontrado',
  someNotFound: (ids: number[]) => `Parceiros não encontrados: ${ids.join(', ')}. Nada foi alterado.`,
  created: 'Parceiro criado com sucesso!',
  updated: 'Parceiro atualizado com sucesso!',
  deleted: (name: string, products: number) =>
    `Parceiro ${name} excluído.${products ? ` ${products} ${products === 1 ? 'produto ficou' : 'produtos ficaram'} sem parceiro.` : ''}`,
  bulkDone: (action: (typeof partnerBulkActions)[number], count: number) => {
    const verb = { activate: 'ativado', deactivate: 'desativado', delete: 'excluído' }[action];
    return `${count} ${count === 1 ? `parceiro ${verb}` : `parceiros ${verb}s`} com sucesso.`;
  },
} as const;

export const partnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contact_email: z.string(),
  website: z.string().nullable(),
  commission_rate: z.number(),
  description: z.string().nullable(),
  categories: z.array(z.string()),
  type: z.enum(partnerTypes),
  status: z.enum(partnerStatuses),
  /** Products of this partner in the catalogue. */
  total_products: z.number().int(),
  /** Captured money (GMV, ADR 0008) on groups of this partner's products, all time. */
  total_sales: reais,
  created_at: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const partnersQuerySchema = z.object({
  type: z.preprocess(emptyToUndefined, z.enum(partnerTypes, { error: partnerMessages.invalidType }).optional()),
  status: z.preprocess(emptyToUndefined, z.enum(partnerStatuses, { error: partnerMessages.invalidStatus }).optional()),
  sort_by: z.preprocess(emptyToUndefined, z.enum(partnerSortFields, { error: partnerMessages.invalidSort }).default('name')),
  sort_order: z.preprocess(emptyToUndefined, z.enum(['asc', 'desc'], { error: partnerMessages.invalidSort }).default('asc')),
});
export type PartnersQuery = z.infer<typeof partnersQuerySchema>;
export const partnerListResponseSchema = z.object({ success: z.literal(true), partners: z.array(partnerSchema) });

export const createPartnerRequestSchema = z.object({
  name: z.string({ error: partnerMessages.nameRequired }).trim().min(1, partnerMessages.nameRequired).max(100, partnerMessages.nameRequired),
  contact_email: emailInput(partnerMessages.emailInvalid),
  website: z.string().trim().max(300, partnerMessages.websiteInvalid).nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), partnerMessages.websiteInvalid),
  commission_rate: percentInput(partnerMessages.commissionInvalid, PARTNER_COMMISSION_MAX).default(5),
  description: z.string().trim().max(1000).nullish().transform((v) => (v ? v : null)),
  categories: z.union([z.array(z.string()), z.string()]).optional()
    .transform((v) => (typeof v === 'string' ? v.split(',') : (v ?? [])).map((c) => c.trim()).filter(Boolean).slice(0, 30)),
  type: z.enum(partnerTypes, { error: partnerMessages.invalidType }).default('marketplace'),
});
export type CreatePartnerRequest = z.input<typeof createPartnerRequestSchema>;

/** PUT /api/super-admin/partners/{id}: the create form's fields again, and the status the operator may also set there. */
export const updatePartnerRequestSchema = createPartnerRequestSchema.extend({
  status: z.enum(partnerStatuses, { error: partnerMessages.invalidStatus }).optional(),
});
export type UpdatePartnerRequest = z.input<typeof updatePartnerRequestSchema>;
/** A partner edit as the server reads it (defaults applied, texts trimmed). */
export type PartnerUpdate = z.output<typeof updatePartnerRequestSchema>;
export const partnerResponseSchema = detailAnswerSchema.extend({ partner: partnerSchema });
export const partnerMessageResponseSchema = messageAnswerSchema;

export const bulkActionRequestSchema = z.object({
  partner_ids: z.array(z.number({ error: partnerMessages.noneSelected }).int(partnerMessages.noneSelected).positive(partnerMessages.noneSelected).max(MAX_DB_ID, partnerMessages.noneSelected),
    { error: partnerMessages.noneSelected }).min(1, partnerMessages.noneSelected).max(500),
  action: z.enum(partnerBulkActions, { error: partnerMessages.invalidAction }),
});

export const partnerExportQuerySchema = partnersQuerySchema.pick({ type: true, status: true }).extend({
  format: z.enum(['csv'], { error: 'Formato de exportação inválido (use csv)' }).default('csv'),
});

export const partnerProductsResponseSchema = z.object({ success: z.literal(true), products: z.array(productSchema) });
export const operatorCategoriesQuerySchema = z.object({ target_audience: z.string().trim().max(20).optional() });
/** A category as the operator sees it: whether shops and the marketplace offer it, and how many products use it. */
export const operatorCategorySchema = categorySchema.extend({ active: z.boolean(), products: z.number().int() });
export const operatorCategoriesResponseSchema = z.object({ success: z.literal(true), categories: z.array(operatorCategorySchema) });
export const operatorOccasionsResponseSchema = z.object({
  success: z.literal(true),
  occasions: z.array(occasionSchema.extend({ active: z.boolean() })),
});
