import QRCode from 'qrcode';
import type { Env } from '../../env.ts';
import { groupLink } from './group-emails.ts';
import type { GroupFacts, PaymentFacts } from './kinds/group-facts.ts';
import { type PixChargeFacts, pixGeneratedContent } from './kinds/pix-generated.ts';
import { emailOf, type OutgoingEmail } from './outbox.ts';

/**
 * The payer's copy of a PIX charge just generated, sent once per charge, with its QR code as a PNG the
 * HTML shows inline (drawn from the charge's code: the same QR code the bank's app reads on the page).
 */
export async function pixGeneratedEmail(
  env: Env, group: GroupFacts, payment: PaymentFacts, charge: Omit<PixChargeFacts, 'qrPngBase64'>,
): Promise<OutgoingEmail> {
  const png = await QRCode.toBuffer(charge.copiaECola, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 220 });
  const content = pixGeneratedContent(group, payment, { ...charge, qrPngBase64: png.toString('base64') }, groupLink(env, group.link_id));
  return emailOf(payment.email, content, `pix-generated:${payment.id}`);
}
