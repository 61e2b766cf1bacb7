import { type Cents, formatBRL } from '@juntai/domain';
import type { EmailContent } from '../content.ts';
import { type GroupFacts, groupAction, type PaymentFacts } from './group-facts.ts';

/** Why money went back: the group expired, or a PIX was paid after its charge had lapsed. */
export type RefundReason = 'group_expired' | 'charge_lapsed';

/** To the payer: their money went back, and why. */
export function paymentRefundedContent(group: GroupFacts, payment: PaymentFacts, reason: RefundReason, link: string): EmailContent {
  const why = reason === 'group_expired'
    ? `O grupo de ${group.creator_name} para ${group.product_name} não se completou a tempo, `
    : `O PIX da sua cota no grupo de ${group.creator_name} para ${group.product_name} foi pago depois que a cobrança venceu, `;
  return {
    subject: `Pagamento devolvido: ${group.product_name}`,
    greeting: `Olá, ${payment.name}!`,
    blocks: [
      why
        + `então o valor da sua cota (${formatBRL(payment.amount_cents as Cents)}) foi devolvido`
        + (payment.method === 'card' ? ' ao seu cartão' : ' para a conta de origem do PIX')
        + '. O prazo para aparecer no extrato depende do seu banco.',
      groupAction(link),
    ],
  };
}
