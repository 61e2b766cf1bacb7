import { z } from 'zod';

/** GET /api/categories: the catalogue's categories (public, read-only). */
export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  target_audience: z.string(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

/** GET /api/occasions: the active special occasions with their suggested group sizes (public, read-only). */
export const occasionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  featured: z.boolean(),
  /** Group sizes the occasion suggests, ascending (for example [3, 10]: "Grupos de 3-10 pessoas"). */
  suggested_group_sizes: z.array(z.number().int()),
});
export type Occasion = z.infer<typeof occasionSchema>;
export const occasionListSchema = z.array(occasionSchema);
