import type { Kysely } from 'kysely';
import { centsFromReais } from '@juntai/domain';
import type { Database } from '../schema.ts';
import { seedCategories, seedOccasions, seedPartners, seedPlans, seedProducts } from './catalogue-data.ts';

/** A company that does not exist (its CNPJ's check digits add up, so the form accepts it), for the demo's footer and notice. */
export const DEMO_COMPANY = {
  company_legal_name: 'Juntaí Demonstração Ltda. (empresa fictícia)',
  company_cnpj: '11222333000181',
  company_address: 'Rua Fictícia, 123 — Centro, São Paulo/SP, 01000-000 (endereço de demonstração)',
  dpo_name: 'Encarregada Fictícia',
  dpo_email: 'privacidade@demo.juntai.invalid',
};

/** Inserts the demo catalogue (plans, categories, occasions, partners, products) into an empty database. */
export async function seedDemoCatalogue(db: Kysely<Database>): Promise<void> {
  for (const [key, value] of Object.entries(DEMO_COMPANY)) {
    await db.updateTable('global_settings').set({ value: JSON.stringify(value) }).where('key', '=', key).execute();
  }
  await db.insertInto('plans').values(seedPlans.map((p) => ({
    name: p.name, monthly_fee_cents: centsFromReais(p.monthly_fee), percentage_fee: p.percentage_fee, description: p.description,
  }))).execute();

  await db.insertInto('categories').values(seedCategories).execute();
  await db.insertInto('occasions').values(seedOccasions.map((o) => ({ ...o, suggested_group_sizes: JSON.stringify(o.suggested_group_sizes) }))).execute();

  const partners = await db.insertInto('partners')
    .values(seedPartners.map((p) => ({ ...p, categories: JSON.stringify(p.categories) })))
    .returning(['id', 'name']).execute();
  const partnerId = new Map(partners.map((p) => [p.name, p.id]));

  await db.insertInto('products').values(seedProducts.map((p) => {
    const partner_id = p.partner ? partnerId.get(p.partner) : null;
    if (partner_id === undefined) throw new Error(`parceiro desconhecido no seed: ${p.partner}`);
    return {
      name: p.name,
      description: p.description,
      price_cents: centsFromReais(p.price),
      image: p.image,
      category: p.category,
      type: p.type,
      status: p.status ?? 'active',
      featured: p.featured ?? false,
      partner_id,
      commission_rate: p.commission_rate ?? 0,
      tags: JSON.stringify(p.tags ?? []),
      min_group_size: p.min_group_size ?? 2,
      max_group_size: p.max_group_size ?? 10,
      target_audience: p.target_audience ?? 'geral',
    };
  })).execute();
}
