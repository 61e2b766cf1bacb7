import type { MyPayment } from '@juntai/contract';
import { formatDateTime, nameKey } from '@juntai/domain';
import { formatReais } from '../../../lib/format.ts';

/** Every word of a payment's state for its payer (the domain's payerPaymentState): "Pago" only once money arrived. */
export const receiptStatusLabels: Record<MyPayment['status'], string> = {
  paid: 'Pago',
  reserved: 'Reservado no cartão',
  pix_waiting: 'PIX gerado — aguardando pagamento',
  pix_expired: 'O PIX expirou',
  processing: 'Em análise pelo banco',
  failed: 'Não aprovado',
  refunded: 'Estornado',
  refund_pending: 'Devolução em andamento',
  refund_stalled: 'Devolução pendente — nossa equipe foi avisada',
};

/** "6x de R$ 217,73" on a card in installments, "R$ 1.306,38" at once (1x, PIX). */
export function howPaid(payment: MyPayment): string {
  return payment.method === 'card' && payment.installments > 1
    ? `${payment.installments}x de ${formatReais(payment.installment_value)}`
    : formatReais(payment.total);
}

export const methodLabel = (payment: MyPayment): string => (payment.method === 'card' ? 'Cartão de crédito' : 'PIX');

/** The card's headline: what was paid, held, or is still to be paid. */
export function paidHeadline(payment: MyPayment): string {
  switch (payment.status) {
    case 'paid':
      return `Você pagou ${howPaid(payment)}`;
    case 'reserved':
      return `Reservado no cartão: ${howPaid(payment)}`;
    case 'pix_waiting':
      return `PIX de ${formatReais(payment.total)} gerado — aguardando pagamento`;
    case 'pix_expired':
      return 'O PIX expirou';
    case 'processing':
      return `Seu pagamento de ${howPaid(payment)} está em análise`;
    case 'refunded':
      return `${formatReais(payment.total)} devolvidos a você`;
    case 'refund_pending':
      return `Devolução de ${formatReais(payment.total)} em andamento`;
    case 'refund_stalled':
      return `Devolução de ${formatReais(payment.total)} pendente`;
    case 'failed':
      return 'Seu pagamento não foi aprovado';
  }
}

/** What happens next, in one sentence, for the state the payment is in. */
export const nextStepText: Record<MyPayment['status'], string> = {
  paid: 'Sua cota está paga. A loja entrega o produto a quem organizou o grupo quando todas as cotas forem pagas.',
  reserved: 'O valor fica só reservado no cartão e é cobrado quando o grupo fechar. Se o grupo não fechar no prazo, a reserva é desfeita e nada é cobrado.',
  pix_waiting: 'Pague no app do seu banco antes do fim do prazo: sua cota fica garantida quando o banco confirmar.',
  pix_expired: 'Nenhum valor foi cobrado. Gere um novo PIX para pagar sua cota.',
  processing: 'Avisamos por e-mail assim que o banco responder.',
  failed: 'Nenhum valor foi cobrado.',
  refunded: 'O valor volta pela mesma forma de pagamento.',
  refund_pending: 'Estamos pedindo a devolução ao provedor de pagamento. O valor volta pela mesma forma de pagamento quando ela for concluída.',
  refund_stalled: 'O provedor de pagamento ainda não concluiu a devolução e nossa equipe já foi avisada para resolvê-la. Você não precisa fazer nada.',
};

/** The moment the money was taken (or the attempt, when it never was). */
export const paidWhen = (payment: MyPayment): string => formatDateTime(payment.paid_at ?? payment.created_at);

/** The receipt as plain text, for the share sheet or a WhatsApp message. */
export function receiptText(payment: MyPayment, productName: string, link: string): string {
  return [
    `Comprovante de pagamento — ${productName}`,
    `Cota de: ${payment.name}`,
    `Forma de pagamento: ${methodLabel(payment)}, ${howPaid(payment)}`,
    `Total: ${formatReais(payment.total)}`,
    `Data: ${paidWhen(payment)}`,
    `Situação: ${receiptStatusLabels[payment.status]}`,
    `Grupo: ${link}`,
  ].join('\n');
}

/** Money given back, or on its way back (the provider's call still due or given up). */
export const goesBack = (payment: MyPayment): boolean =>
  payment.status === 'refunded' || payment.status === 'refund_pending' || payment.status === 'refund_stalled';

/** Whether this payment already answers for the payer's quota (so "Pagar minha cota" is not offered again). */
export const coversQuota = (payment: MyPayment): boolean =>
  payment.status === 'paid' || payment.status === 'reserved' || payment.status === 'processing' || payment.status === 'pix_waiting';

/**
 * The payments to show their payer: per name, the latest one that was not refused (an old lapsed PIX
 * behind a newer charge or a card says nothing useful), in the order they were made.
 */
export function ownPaymentsToShow(payments: readonly MyPayment[]): MyPayment[] {
  const latest = new Map<string, MyPayment>();
  for (const payment of payments) {
    if (payment.status === 'failed') continue; // a refusal is not shown
    const key = nameKey(payment.name);
    const kept = latest.get(key);
    if (!kept || kept.id < payment.id) latest.set(key, payment);
  }
  return [...latest.values()].sort((a, b) => a.id - b.id);
}
