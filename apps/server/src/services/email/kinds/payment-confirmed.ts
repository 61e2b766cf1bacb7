import { type Cents, formatBRL } from '@juntai/domain';
import type { EmailContent } from '../content.ts';
import { type GroupFacts, groupAction, paidHow, type PaymentFacts } from './group-facts.ts';

/** To the payer: their quota is paid (the card reserved, or the PIX received). */
export function paymentConfirmedContent(group: GroupFacts, payment: PaymentFacts, link: string): EmailContent {
  return {
    subject: `Pagamento confirmado: sua cota de ${group.product_name}`,
    greeting: `Olá, ${payment.name}!`,
    blocks: [
      `Recebemos o pagamento da sua cota de ${formatBRL(payment.amount_cents as Cents)} ${paidHow(payment)} `
        + `no grupo de ${group.creator_name} para ${group.product_name}.`,
      (payment.method === 'card' ? 'O valor fica reservado no cartão e só é cobrado quando todas as cotas forem pagas. ' : '')
        + 'Se o grupo não se completar até o prazo, o valor é devolvido automaticamente.',
      groupAction(link, 'Acompanhe o grupo:'),
    ],
  };
}
