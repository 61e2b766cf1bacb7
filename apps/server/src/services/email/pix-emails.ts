import QRCode from 'qrcode';
import type { Env } from '../../env.ts';
import { groupLink } from './group-emails.ts';
import type { GroupFacts, PaymentFacts } from './kinds/group-facts.ts';
import { type PixChargeFacts, pixGeneratedContent } from './kinds/pix-generated.ts';
import { emailOf, type OutgoingEmail } from './outbox.ts';

/**
 * A PIX charge's QR code as its e-mail shows it inline: a PNG (base64) drawn from the charge's code, the
 * same QR code the bank's app reads on the page. Drawing it is most of a PIX join's CPU, so the join
 * draws it before it takes the group's lock.
 */
export async function pixQrPngBase64(copiaECola: string): Promise<string> {
  const png = await QRCode.toBuffer(copiaECola, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 220 });
  return png.toString('base64');
}

/** The payer's copy of a PIX charge just generated, sent once per charge. */
export function pixGeneratedEmail(env: Env, group: GroupFacts, payment: PaymentFacts, charge: PixChargeFacts): OutgoingEmail {
  return emailOf(payment.email, pixGeneratedContent(group, payment, charge, groupLink(env, group.link_id)), `pix-generated:${payment.id}`);
}
