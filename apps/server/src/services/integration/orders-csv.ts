import { cents, groupStoreShare, reaisFromCents, toCsv, type Cents } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { storePlanPercentage } from '../../db/repositories/collected-money.ts';
import { listCompletedStoreGroups, listPaidQuotas } from '../../db/repositories/store-orders.ts';
import { groupLink } from '../email/group-emails.ts';

const HEADER = [
  'Grupo', 'Link', 'Produto', 'SKU', 'Total (R$)', 'Repasse à loja (R$)', 'Cotas', 'Concluído em', 'Organizador', 'E-mail do organizador', 'WhatsApp do organizador',
  'Participantes (nome, e-mail, WhatsApp, valor pago)',
];

const saoPaulo = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });

/**
 * The store's completed groups as orders, one CSV row each (for stores that do not use webhooks): the
 * same facts as the `group.completed` webhook, newest first. 'Total (R$)' is what the shoppers pay, the
 * 5% service fee included; 'Repasse à loja (R$)' what the store receives of the money collected on the
 * group (ADR 0008 addendum), as the panel's "repasse" shows it.
 */
export async function storeOrdersCsv(ctx: AppContext, storeId: string): Promise<string> {
  const groups = await listCompletedStoreGroups(ctx.db, storeId);
  const payments = await listPaidQuotas(ctx.db, groups.map((g) => g.id));
  const planPercentage = groups.length === 0 ? 0 : await storePlanPercentage(ctx.db, storeId);
  const money = (c: number) => reaisFromCents(c as Cents).toFixed(2).replace('.', ',');
  return toCsv(HEADER, groups.map((g) => {
    const paid = payments.filter((p) => p.group_id === g.id);
    const collected = cents(paid.reduce((sum, p) => sum + p.amount_cents, 0));
    return [
      g.link_id, groupLink(ctx.env, g.link_id), g.product_name, g.external_id, reaisFromCents(g.total_cents as Cents),
      reaisFromCents(groupStoreShare({ status: g.status, priceCents: cents(g.product_price_cents), totalCents: cents(g.total_cents) }, collected, planPercentage)), g.number_of_quotas,
      g.closed_at ? saoPaulo.format(g.closed_at) : '', g.creator_name, g.creator_email, g.creator_whatsapp,
      paid.map((p) => `${p.name} <${p.email}> ${p.whatsapp} R$ ${money(p.amount_cents)}`).join(' | '),
    ];
  }));
}
