import type { Product } from '@juntai/contract';

export const PRODUCT_TYPE_LABELS: Record<Product['type'], string> = { demo: 'B2B Demo', marketplace: 'B2C Marketplace' };
export const PRODUCT_STATUS_LABELS: Record<Product['status'], string> = { active: 'Ativo', inactive: 'Inativo', draft: 'Rascunho' };
export const PRODUCT_STATUS_TONES = { active: 'green', inactive: 'gray', draft: 'amber' } as const;
export const AUDIENCE_LABELS: Record<Product['target_audience'], string> = {
  geral: 'Geral', presente: 'Presente', familia: 'Família', tech: 'Tecnologia', casa: 'Casa',
};

/** Clicking the status badge: active ↔ inactive, and a draft becomes active (spec §7). */
export const nextStatus = (status: Product['status']): Product['status'] => (status === 'active' ? 'inactive' : 'active');

/** The spec's preview of a description: its first 60 characters. */
export const descriptionPreview = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);
