import { type Cents, formatBRL } from '@juntai/domain';
import type { EmailContent } from '../content.ts';
import { type GroupFacts, groupAction, paidHow, type PaymentFacts } from './group-facts.ts';

/**
 * The organizer paid a friend's quota. The organizer gets the receipt of what they paid and for whom;
 * the friend, when an address of theirs is known, hears that nothing is left for them to pay. Neither
 * says the friend paid. A card only authorised (`held`) is said to be reserved: nothing is charged yet.
 */
export function coveredQuotaReceiptContent(group: GroupFacts, payment: PaymentFacts, paidCount: number, held: boolean, link: string): EmailContent {
  const amount = formatBRL(payment.amount_cents as Cents);
  return {
    subject: held
      ? `Comprovante: a cota de ${payment.name} em ${group.product_name} está reservada no seu cartão`
      : `Comprovante: você pagou a cota de ${payment.name} em ${group.product_name}`,
    greeting: `Olá, ${group.creator_name}!`,
    blocks: [
      (held ? `Você reservou a cota de ${payment.name}: ${amount} ${paidHow(payment)}` : `Você pagou a cota de ${payment.name}: ${amount} ${paidHow(payment)}`)
        + `, no seu grupo para ${group.product_name}.\nCotas pagas: ${paidCount} de ${group.number_of_quotas}.`,
      (held ? 'O valor fica reservado no seu cartão e só é cobrado quando todas as cotas forem pagas. ' : '')
        + 'Se o grupo não se completar até o prazo, o valor volta para você automaticamente.',
      groupAction(link, 'Acompanhe o grupo:'),
    ],
  };
}

export function quotaCoveredContent(group: GroupFacts, payment: PaymentFacts, link: string): EmailContent {
  return {
    subject: `${group.creator_name} pagou a sua cota de ${group.product_name}`,
    greeting: `Olá, ${payment.name}!`,
    blocks: [
      `${group.creator_name} pagou a sua cota (${formatBRL(payment.amount_cents as Cents)}) no grupo para ${group.product_name}. `
        + 'Você não precisa pagar nada: se você tinha gerado um PIX para esta cota, não pague.',
      groupAction(link, 'Acompanhe o grupo:'),
    ],
  };
}
