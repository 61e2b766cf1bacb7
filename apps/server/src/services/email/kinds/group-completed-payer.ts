import { type Cents, formatBRL } from '@juntai/domain';
import type { EmailContent } from '../content.ts';
import { type GroupFacts, groupAction, payerName, type PaymentFacts, quotaWords } from './group-facts.ts';

/**
 * To each payer when the last quota is paid: the group closed, and what that did to their money (a
 * card reserved until now is charged; a PIX was already received and now goes to the purchase).
 */
export function groupCompletedPayerContent(group: GroupFacts, payment: PaymentFacts, link: string): EmailContent {
  const amount = formatBRL(payment.amount_cents as Cents);
  const money = payment.method === 'card'
    ? `seu cartão foi cobrado em ${amount} ${quotaWords(payment, 'por')}`
      + (payment.installments > 1 ? `, em ${payment.installments}x de ${formatBRL(payment.installment_cents as Cents)}` : '')
    : `o seu PIX de ${amount} ${quotaWords(payment, 'por')} foi usado na compra`;
  return {
    subject: `O grupo fechou: ${group.product_name}`,
    greeting: `Olá, ${payerName(group, payment)}!`,
    blocks: [
      `O grupo de ${group.creator_name} para ${group.product_name} fechou: todas as ${group.number_of_quotas} cotas foram pagas e ${money}.`,
      'O pedido segue agora para a loja.',
      groupAction(link, 'Veja o grupo:'),
    ],
  };
}
