import { type Cents, formatBRL } from '@juntai/domain';
import type { EmailContent } from '../content.ts';
import { type GroupFacts, groupAction, payerName, type PaymentFacts, quotaWords } from './group-facts.ts';
import type { PaymentStatus } from '../../../db/schema.ts';

/** Why money went back: the group expired, a PIX was paid after its charge had lapsed, or after someone else paid the seat. */
export type RefundReason = 'group_expired' | 'charge_lapsed' | 'seat_taken';

/** To the payer: their money went back, and why. */
export function paymentRefundedContent(
  group: GroupFacts, payment: PaymentFacts & { status?: PaymentStatus }, reason: RefundReason, link: string,
): EmailContent {
  const why = {
    group_expired: `O grupo de ${group.creator_name} para ${group.product_name} não se completou a tempo, `,
    charge_lapsed: `O PIX ${quotaWords(payment, 'de')} no grupo de ${group.creator_name} para ${group.product_name} foi pago depois que a cobrança venceu, `,
    seat_taken: `A cota de ${payment.name} no grupo de ${group.creator_name} para ${group.product_name} foi paga por outra pessoa antes de o seu PIX chegar, `,
  }[reason];
  // A card only reserved is released, not refunded: nothing was ever charged, and the subject says so.
  const released = payment.status === 'voided';
  return {
    subject: released ? `Reserva no cartão cancelada, nada foi cobrado: ${group.product_name}` : `Devolução do seu pagamento: ${group.product_name}`,
    greeting: `Olá, ${payerName(group, payment)}!`,
    blocks: [
      released
        ? `${why}então a reserva de ${formatBRL(payment.amount_cents as Cents)} no seu cartão ${quotaWords(payment, 'por')} foi cancelada: nada foi cobrado. `
          + 'O limite volta a ficar disponível no prazo do seu banco.'
        : why
          // Queued when the refund is decided, before the provider has made it (it may take retries):
          // the money is on its way back, not yet "devolvido".
          + `então pedimos a devolução do valor ${quotaWords(payment, 'de')} (${formatBRL(payment.amount_cents as Cents)})`
          + (payment.method === 'card' ? ' ao seu cartão' : ' para a conta de origem do PIX')
          + '. O prazo para aparecer no extrato depende do seu banco; a situação fica no seu comprovante, na página do grupo.',
      groupAction(link),
    ],
  };
}
