import { type Cents, formatBRL, pixReceiverName } from '@juntai/domain';
import type { EmailContent } from '../content.ts';
import { deadlineText, type GroupFacts, type PaymentFacts } from './group-facts.ts';

/** A PIX charge as its e-mail tells it: the code to paste and until when it can be paid. */
export interface PixChargeFacts {
  copiaECola: string;
  expiresAt: Date;
  /** The charge's QR code as a PNG (base64), shown inline in the HTML part. */
  qrPngBase64: string;
}

/** The QR code's content id in the message (the HTML's `cid:`). */
export const PIX_QR_CID = 'pix-qr@juntai';

/**
 * To the payer, when a PIX is generated: everything needed to pay it from this e-mail alone (the code,
 * the amount, the receiver's name the bank will show, the deadline), so a charge closed on the phone is
 * never lost. It says plainly that nothing is paid yet.
 */
export function pixGeneratedContent(group: GroupFacts, payment: PaymentFacts, charge: PixChargeFacts, link: string): EmailContent {
  const amount = formatBRL(payment.amount_cents as Cents);
  const receiver = pixReceiverName(charge.copiaECola);
  return {
    subject: `Seu PIX de ${amount} para a cota de ${group.product_name} — aguardando pagamento`,
    greeting: `Olá, ${payment.name}!`,
    blocks: [
      `Geramos um PIX de ${amount} para a sua cota no grupo de ${group.creator_name} para ${group.product_name}. `
        + 'Ele ainda não foi pago: sua cota fica garantida quando o banco confirmar o pagamento.',
      [
        `Valor: ${amount}`,
        ...(receiver ? [`Quem recebe (como o seu banco vai mostrar): ${receiver}`] : []),
        `Pague até: ${deadlineText(charge.expiresAt)}. Depois disso o código não vale mais e nada é cobrado.`,
      ].join('\n'),
      { cid: PIX_QR_CID, alt: 'QR Code do PIX: leia com o app do seu banco (na versão com imagens deste e-mail).', png_base64: charge.qrPngBase64 },
      'No app do seu banco, escolha Pix Copia e Cola e cole este código:',
      charge.copiaECola,
      { lead: 'O QR Code e o código também ficam na página do grupo, neste aparelho ou depois de entrar em Meus Grupos com este e-mail:', label: 'Abrir o PIX', href: link },
    ],
  };
}
