import { z } from 'zod';
import { idParam, isoDateTime, reais } from './common.ts';

export const productTypes = ['demo', 'marketplace'] as const;
export const productStatuses = ['active', 'inactive', 'draft'] as const;
export const targetAudiences = ['presente', 'familia', 'tech', 'casa', 'geral'] as const;

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: reais,
  image: z.string(),
  category: z.string(),
  type: z.enum(productTypes),
  status: z.enum(productStatuses),
  featured: z.boolean(),
  partner_id: z.number().int().nullable(),
  partner_name: z.string().nullable(),
  commission_rate: z.number(),
  tags: z.array(z.string()),
  min_group_size: z.number().int(),
  max_group_size: z.number().int(),
  target_audience: z.enum(targetAudiences),
  created_at: isoDateTime,
});
export type Product = z.infer<typeof productSchema>;

/**
 * A product as a visitor sees it (GET /api/products): the operator's commission is between the
 * platform and the partner, so it stays in the back office's answers (productSchema).
 */
export const publicProductSchema = productSchema.omit({ commission_rate: true }).extend({
  /** Who sells and ships it, as the product page says: the partner of a marketplace product, else the store it belongs to. */
  seller_name: z.string(),
});
export type PublicProduct = z.infer<typeof publicProductSchema>;

export const productListSchema = z.array(publicProductSchema);

export const productListQuerySchema = z.object({
  type: z.enum(productTypes, { error: 'Tipo de produto inválido (use demo ou marketplace)' }).optional(),
  status: z.enum(productStatuses, { error: 'Status de produto inválido (use active, inactive ou draft)' }).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productIdParamsSchema = idParam('Identificador de produto inválido');
