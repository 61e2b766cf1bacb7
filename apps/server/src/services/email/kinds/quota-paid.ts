import { type Cents, formatBRL } from '@juntai/domain';
import type { EmailContent } from '../content.ts';
import { type GroupFacts, groupAction, type PaymentFacts } from './group-facts.ts';

/** To the organizer: someone paid a quota, and how many are paid now. */
export const quotaPaidContent = (group: GroupFacts, payment: PaymentFacts, paidCount: number, link: string): EmailContent => ({
  subject: `${payment.name} pagou uma cota de ${group.product_name}`,
  greeting: `Olá, ${group.creator_name}!`,
  blocks: [
    `${payment.name} pagou a cota de ${formatBRL(payment.amount_cents as Cents)} (${payment.method === 'pix' ? 'PIX' : 'cartão'}).\n`
      + `Cotas pagas: ${paidCount} de ${group.number_of_quotas}.`,
    groupAction(link, 'Acompanhe o grupo:'),
  ],
});
