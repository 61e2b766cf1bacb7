import { z } from 'zod';
import { detailAnswerSchema, idParam, MAX_DB_ID, percentInput, PRODUCT_PRICE_MAX_CENTS, reaisInput } from './common.ts';
import { operatorCategorySchema } from './partners.ts';
import { occasionSchema } from './marketplace.ts';
import { productSchema, productStatuses, productTypes, targetAudiences } from './products.ts';

/** The operator's catalogue: products, categories and occasions (spec §5, §7, §8, §9). */
export const PRODUCTS_PAGE_SIZE_MAX = 200;
export const PRODUCT_COMMISSION_MAX = 50;
export const PRODUCT_MIN_GROUP = { min: 1, max: 50 } as const;
export const PRODUCT_MAX_GROUP = { min: 2, max: 100 } as const;

export const operatorProductMessages = {
  nameRequired: 'Informe o nome do produto',
  priceInvalid: 'Preço inválido: informe de R$ 0,01 a R$ 1.000.000,00, com até 2 casas decimais',
  descriptionRequired: 'Informe a descrição do produto',
  imageInvalid: 'Imagem inválida: informe um endereço https:// ou uma imagem enviada ao Juntaí',
  categoryRequired: 'Escolha a categoria do produto',
  categoryUnknown: 'Categoria não encontrada',
  partnerUnknown: 'Parceiro não encontrado',
  commissionInvalid: 'Comissão inválida: informe de 0 a 50, com até 1 casa decimal',
  minGroupInvalid: 'Tamanho mínimo do grupo inválido: informe de 1 a 50',
  maxGroupInvalid: 'Tamanho máximo do grupo inválido: informe de 2 a 100',
  minAboveMax: 'O tamanho mínimo do grupo não pode ser maior que o máximo',
  invalidType: 'Tipo de produto inválido (use demo ou marketplace)',
  invalidStatus: 'Status de produto inválido (use active, inactive ou draft)',
  invalidAudience: 'Público inválido (use presente, familia, tech, casa ou geral)',
  invalidPartnerFilter: 'Filtro de parceiro inválido',
  invalidPage: 'Página inválida',
  invalidLimit: `limit deve ser um número inteiro de 1 a ${PRODUCTS_PAGE_SIZE_MAX}`,
  notFound: 'Produto não encontrado',
  created: 'Produto criado com sucesso!',
  updated: 'Produto atualizado com sucesso!',
  deleted: 'Produto excluído com sucesso!',
  statusChanged: (status: string) => `Status alterado para ${status}`,
  featuredChanged: (featured: boolean) => (featured ? 'Produto marcado como destaque' : 'Produto retirado dos destaques'),
} as const;

export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const imageMessages = {
  unreadable: 'Imagem inválida: envie um arquivo JPEG, PNG ou WebP',
  tooLarge: 'Imagem grande demais: o limite é 5 MB',
  urlInvalid: 'Endereço da imagem inválido: use https://',
  urlRefused: 'Este endereço não pode ser usado: aponta para uma rede interna',
  fetchFailed: 'Não foi possível baixar a imagem desse endereço',
  notAnImage: 'O endereço não é de uma imagem',
} as const;
export const imageFromUrlSchema = z.object({ url: z.string({ error: imageMessages.urlInvalid }).trim().min(1, imageMessages.urlInvalid).max(2_000, imageMessages.urlInvalid) });
export const imageStoredResponseSchema = z.object({ success: z.literal(true), url: z.string() });

export const operatorCatalogueMessages = {
  nameRequired: 'Informe o nome',
  iconRequired: 'Informe o ícone',
  nameTaken: 'Já existe um item com este nome',
  categoryNotFound: 'Categoria não encontrada',
  occasionNotFound: 'Ocasião não encontrada',
  categoryInUse: (products: number) => `Esta categoria está em uso por ${products} ${products === 1 ? 'produto' : 'produtos'} e não pode ser excluída. Desative-a.`,
  sizesInvalid: 'Tamanhos sugeridos inválidos: informe números inteiros de 2 a 20',
  saved: 'Alterações salvas',
  nothingToChange: 'Nada para alterar: envie name, icon, active ou os demais campos',
  created: 'Criado com sucesso!',
  deleted: 'Excluído com sucesso!',
} as const;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const m = operatorProductMessages;

export const operatorProductsQuerySchema = z.object({
  type: z.preprocess(emptyToUndefined, z.enum(productTypes, { error: m.invalidType }).optional()),
  category: z.preprocess(emptyToUndefined, z.string().trim().max(80).optional()),
  status: z.preprocess(emptyToUndefined, z.enum(productStatuses, { error: m.invalidStatus }).optional()),
  /** A partner's id, or "none" for products without a partner. */
  partner_id: z.preprocess(emptyToUndefined, z.union([z.literal('none'), z.string().regex(/^[1-9][0-9]{0,9}$/, m.invalidPartnerFilter).transform(Number).refine((n) => n <= MAX_DB_ID, m.invalidPartnerFilter)], { error: m.invalidPartnerFilter }).optional()),
  /** Only featured products (the dashboard's "destaques" panel). */
  featured: z.preprocess(emptyToUndefined, z.enum(['true', 'false'], { error: 'featured deve ser true ou false' }).transform((v) => v === 'true').optional()),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  page: z.preprocess(emptyToUndefined, z.coerce.number({ error: m.invalidPage }).int(m.invalidPage).min(1, m.invalidPage).max(100_000, m.invalidPage).default(1)),
  limit: z.preprocess(emptyToUndefined, z.coerce.number({ error: m.invalidLimit }).int(m.invalidLimit).min(1, m.invalidLimit).max(PRODUCTS_PAGE_SIZE_MAX, m.invalidLimit).default(50)),
});
export type OperatorProductsQuery = z.infer<typeof operatorProductsQuerySchema>;

export const productSummarySchema = z.object({
  total: z.number().int(),
  demo: z.number().int(),
  marketplace: z.number().int(),
  featured: z.number().int(),
});

export const operatorProductListResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(productSchema),
  /** Products matching the filters (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** The whole catalogue's counts, for the summary under the table. */
  summary: productSummarySchema,
});

/** An https URL, or an image served by the app itself (seeded or uploaded). */
const imageInput = z.string({ error: m.imageInvalid }).trim().min(1, m.imageInvalid).max(2_000, m.imageInvalid)
  .refine((v) => /^\/(images|uploads)\/[A-Za-z0-9._/-]+$/.test(v) || /^https:\/\/[a-z0-9.-]+(:\d+)?(\/\S*)?$/i.test(v), m.imageInvalid);

/** The product form, spec §5: every rule checked again here whatever the screen did. */
export const productFormSchema = z.object({
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(200, m.nameRequired),
  description: z.string({ error: m.descriptionRequired }).trim().min(1, m.descriptionRequired).max(5_000, m.descriptionRequired),
  /** From R$ 0,01: the spec's form allowed 0, but a group of a free product could never be paid (a PIX of R$ 0,00 is refused). */
  price: reaisInput(m.priceInvalid, { min: 1, max: PRODUCT_PRICE_MAX_CENTS }),
  image: imageInput,
  category: z.string({ error: m.categoryRequired }).trim().min(1, m.categoryRequired).max(80, m.categoryRequired),
  type: z.enum(productTypes, { error: m.invalidType }).default('demo'),
  status: z.enum(productStatuses, { error: m.invalidStatus }).default('active'),
  featured: z.boolean({ error: 'featured deve ser true ou false' }).default(false),
  /** Empty means no partner. */
  partner_id: z.preprocess(emptyToUndefined, z.number({ error: m.partnerUnknown }).int(m.partnerUnknown).positive(m.partnerUnknown).max(MAX_DB_ID, m.partnerUnknown).nullable().optional())
    .transform((v) => v ?? null),
  commission_rate: percentInput(m.commissionInvalid, PRODUCT_COMMISSION_MAX).default(0),
  /** A list, or the form's comma-separated text: trimmed, empties dropped. */
  tags: z.union([z.array(z.string().max(60)).max(30), z.string().max(1_000)], { error: 'Tags inválidas' }).default([])
    .transform((v) => (typeof v === 'string' ? v.split(',') : v).map((t) => t.trim()).filter(Boolean)),
  min_group_size: z.number({ error: m.minGroupInvalid }).int(m.minGroupInvalid).min(PRODUCT_MIN_GROUP.min, m.minGroupInvalid).max(PRODUCT_MIN_GROUP.max, m.minGroupInvalid).default(2),
  max_group_size: z.number({ error: m.maxGroupInvalid }).int(m.maxGroupInvalid).min(PRODUCT_MAX_GROUP.min, m.maxGroupInvalid).max(PRODUCT_MAX_GROUP.max, m.maxGroupInvalid).default(10),
  target_audience: z.enum(targetAudiences, { error: m.invalidAudience }).default('geral'),
}).refine((p) => p.min_group_size <= p.max_group_size, { message: m.minAboveMax, path: ['min_group_size'] });
export type ProductForm = z.output<typeof productFormSchema>;

const statusOnlySchema = z.object({ status: z.enum(productStatuses, { error: m.invalidStatus }) });
const featuredOnlySchema = z.object({ featured: z.boolean({ error: 'featured deve ser true ou false' }) });
export type ProductUpdate = z.output<typeof statusOnlySchema> | z.output<typeof featuredOnlySchema> | ProductForm;

/**
 * PUT: the full form, or only {status} (the badge), or only {featured} (the star). Chosen by the keys
 * sent, so a bad full form answers with the form's own message rather than "none of three shapes".
 */
export const productUpdateSchema = z.unknown().transform((body, ctx): ProductUpdate => {
  const keys = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
  const schema = keys.length === 1 && keys[0] === 'status' ? statusOnlySchema
    : keys.length === 1 && keys[0] === 'featured' ? featuredOnlySchema : productFormSchema;
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path as PropertyKey[] });
  return z.NEVER;
});

export const productMutationResponseSchema = detailAnswerSchema.extend({
  product: productSchema.optional(),
});

export const productIdParam = idParam(m.notFound);

// Categories and occasions of the catalogue (a small screen reached from products).
const c = operatorCatalogueMessages;
const nameInput = z.string({ error: c.nameRequired }).trim().min(1, c.nameRequired).max(80, c.nameRequired);
const iconInput = z.string({ error: c.iconRequired }).trim().min(1, c.iconRequired).max(16, c.iconRequired);

export const categoryCreateSchema = z.object({
  name: nameInput,
  icon: iconInput.default('🏷️'),
  target_audience: z.enum(['ambos', 'b2c'], { error: 'Público inválido (use ambos ou b2c)' }).default('ambos'),
});
export const categoryUpdateSchema = z.object({
  name: nameInput.optional(),
  icon: iconInput.optional(),
  active: z.boolean({ error: 'active deve ser true ou false' }).optional(),
}).strict();

const sizesInput = z.array(z.number({ error: c.sizesInvalid }).int(c.sizesInvalid).min(2, c.sizesInvalid).max(20, c.sizesInvalid), { error: c.sizesInvalid })
  .min(1, c.sizesInvalid).max(10, c.sizesInvalid).transform((sizes) => [...new Set(sizes)].sort((a, b) => a - b));
export const operatorOccasionSchema = occasionSchema.extend({ active: z.boolean() });
export const occasionCreateSchema = z.object({
  name: nameInput,
  icon: iconInput.default('🎉'),
  featured: z.boolean({ error: 'featured deve ser true ou false' }).default(false),
  suggested_group_sizes: sizesInput.default([3, 10]),
});
export const occasionUpdateSchema = z.object({
  name: nameInput.optional(),
  icon: iconInput.optional(),
  featured: z.boolean({ error: 'featured deve ser true ou false' }).optional(),
  active: z.boolean({ error: 'active deve ser true ou false' }).optional(),
  suggested_group_sizes: sizesInput.optional(),
}).strict();

export const categoryMutationResponseSchema = detailAnswerSchema.extend({ category: operatorCategorySchema.optional() });
export const occasionMutationResponseSchema = detailAnswerSchema.extend({ occasion: operatorOccasionSchema.optional() });
export const catalogueIdParam = idParam('Identificador inválido');
