import { type Cents, formatBRL } from '@juntai/domain';
import type { EmailContent } from '../content.ts';
import { type GroupFacts, groupAction, paidHow, type PaymentFacts } from './group-facts.ts';

/** To the payer: their quota is paid (the card reserved, or the PIX received). */
export function paymentConfirmedContent(group: GroupFacts, payment: PaymentFacts, link: string): EmailContent {
  // A card is only authorised here (captured when the group completes): reserved, not yet paid.
  const card = payment.method === 'card';
  return {
    subject: card ? `Reservado no cartão: sua cota de ${group.product_name}` : `Pagamento confirmado: sua cota de ${group.product_name}`,
    greeting: `Olá, ${payment.name}!`,
    blocks: [
      (card ? `Sua cota de ${formatBRL(payment.amount_cents as Cents)} está reservada ${paidHow(payment)} ` : `Recebemos o pagamento da sua cota de ${formatBRL(payment.amount_cents as Cents)} ${paidHow(payment)} `)
        + `no grupo de ${group.creator_name} para ${group.product_name}.`,
      (payment.method === 'card' ? 'O valor fica reservado no cartão e só é cobrado quando todas as cotas forem pagas. ' : '')
        + 'Se o grupo não se completar até o prazo, o valor é devolvido automaticamente.',
      groupAction(link, 'Acompanhe o grupo:'),
    ],
  };
}
