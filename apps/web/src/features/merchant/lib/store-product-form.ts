import { externalIdSchema, type StoreProduct, type StoreProductInput, storeProductInputSchema } from '@juntai/contract';
import type { FormReading } from '../../../lib/checked-form.ts';
import { reaisOfText, textOfReais } from '../../../lib/typed-amounts.ts';

export interface StoreProductFormValues {
  externalId: string;
  name: string;
  description: string;
  /** As typed: "129,90", "1.234,56" or "129.90" (lib/typed-amounts.ts reads it). */
  price: string;
  image: string;
  active: boolean;
}

export type StoreProductField = 'externalId' | 'name' | 'description' | 'price' | 'image' | 'active';
export type StoreProductErrors = Partial<Record<StoreProductField, string>>;

export const EMPTY_STORE_PRODUCT: StoreProductFormValues = { externalId: '', name: '', description: '', price: '', image: '', active: true };

export const storeProductValues = (p: StoreProduct): StoreProductFormValues => ({
  externalId: p.external_id, name: p.name, description: p.description, price: textOfReais(p.price), image: p.image, active: p.active,
});

/** The contract's own rules and messages (integrationMessages), checked before the call. */
export function readStoreProductForm(values: StoreProductFormValues): FormReading<{ externalId: string; body: StoreProductInput }, StoreProductField> {
  const body = { name: values.name, description: values.description, price: reaisOfText(values.price), image: values.image, active: values.active };
  const errors: StoreProductErrors = {};
  const sku = externalIdSchema.safeParse(values.externalId.trim());
  if (!sku.success) errors.externalId = sku.error.issues[0]?.message;
  const parsed = storeProductInputSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as StoreProductField;
      errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !sku.success) return { ok: false, errors };
  return { ok: true, body: { externalId: sku.data, body: { ...body, name: body.name.trim(), description: body.description.trim(), image: body.image.trim() } } };
}
