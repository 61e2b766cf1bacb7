import { type Cents, formatBRL } from '@juntai/domain';
import type { EmailContent } from '../content.ts';
import { type GroupFacts, groupAction, paidHow, type PaymentFacts } from './group-facts.ts';

/**
 * To the payer: their quota is paid (a PIX received, a card captured), or only reserved (`held`: a card
 * authorised, charged when the group completes).
 */
export function paymentConfirmedContent(group: GroupFacts, payment: PaymentFacts, held: boolean, link: string): EmailContent {
  const amount = formatBRL(payment.amount_cents as Cents);
  return {
    subject: held ? `Reservado no cartão: sua cota de ${group.product_name}` : `Pagamento confirmado: sua cota de ${group.product_name}`,
    greeting: `Olá, ${payment.name}!`,
    blocks: [
      (held ? `Sua cota de ${amount} está reservada ${paidHow(payment)} ` : `Recebemos o pagamento da sua cota de ${amount} ${paidHow(payment)} `)
        + `no grupo de ${group.creator_name} para ${group.product_name}.`,
      (held ? 'O valor fica reservado no cartão e só é cobrado quando todas as cotas forem pagas. ' : '')
        + 'Se o grupo não se completar até o prazo, o valor é devolvido automaticamente.',
      groupAction(link, 'Acompanhe o grupo:'),
    ],
  };
}
