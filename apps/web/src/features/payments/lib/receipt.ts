import type { MyPayment } from '@juntai/contract';
import { formatDateTime } from '@juntai/domain';
import { formatReais } from '../../../lib/format.ts';

export const receiptStatusLabels: Record<MyPayment['status'], string> = {
  paid: 'Pago',
  processing: 'Aguardando confirmação do banco',
  failed: 'Não aprovado',
  refunded: 'Estornado',
};

/** "6x de R$ 217,73" on a card in installments, "R$ 1.306,38" at once (1x, PIX). */
export function howPaid(payment: MyPayment): string {
  return payment.method === 'card' && payment.installments > 1
    ? `${payment.installments}x de ${formatReais(payment.installment_value)}`
    : formatReais(payment.total);
}

export const methodLabel = (payment: MyPayment): string => (payment.method === 'card' ? 'Cartão de crédito' : 'PIX');

/** The card's headline: what was paid, or what is still on its way. */
export function paidHeadline(payment: MyPayment): string {
  switch (payment.status) {
    case 'processing':
      return `Seu PIX de ${formatReais(payment.total)} aguarda o banco`;
    case 'failed':
      return 'Seu pagamento não foi aprovado';
    default:
      return `Você pagou ${howPaid(payment)}`;
  }
}

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

/** A receipt to show: the payment was made (paid, waiting for the bank, or given back), not refused. */
export const isShown = (payment: MyPayment): boolean => payment.status !== 'failed';
