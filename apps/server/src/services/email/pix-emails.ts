import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import type { Env } from '../../env.ts';
import { groupLink } from './group-emails.ts';
import type { GroupFacts, PaymentFacts } from './kinds/group-facts.ts';
import { type PixChargeFacts, pixGeneratedContent } from './kinds/pix-generated.ts';
import { emailOf, type OutgoingEmail } from './outbox.ts';

/** White modules around the code, as on the page (a reader needs a quiet zone). */
const QR_MARGIN_MODULES = 2;
/** Pixels a module: the code's 49 to 65 modules with their margin come to about the 220 pixels the e-mail shows. */
const QR_MODULE_PIXELS = 4;

/**
 * A PIX charge's QR code as its e-mail shows it inline: a PNG (base64) drawn from the charge's code, the
 * same QR code the bank's app reads on the page. Drawn here from the code's modules with pngjs as a grey
 * image whose rows are each filtered against the row above (a module's rows repeat), 4.0 ms of CPU
 * where qrcode's own PNG (RGBA, every PNG filter tried on every row) took 12.6, a third of a PIX join.
 * The join draws it before it takes the group's lock.
 */
export function pixQrPngBase64(copiaECola: string): string {
  const { modules } = QRCode.create(copiaECola, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * QR_MARGIN_MODULES) * QR_MODULE_PIXELS;
  const moduleAt = (pixel: number) => {
    const module = Math.floor(pixel / QR_MODULE_PIXELS) - QR_MARGIN_MODULES;
    return module >= 0 && module < modules.size ? module : undefined;
  };
  const grey = { colorType: 0, inputColorType: 0, inputHasAlpha: false, filterType: 2 } as const;
  const png = new PNG({ width: side, height: side, ...grey });
  png.data = Buffer.alloc(side * side, 0xff);
  for (let y = 0; y < side; y++) {
    const row = moduleAt(y);
    if (row === undefined) continue;
    for (let x = 0; x < side; x++) {
      const column = moduleAt(x);
      if (column !== undefined && modules.get(row, column)) png.data[y * side + x] = 0;
    }
  }
  return PNG.sync.write(png, grey).toString('base64');
}

/** The payer's copy of a PIX charge just generated, sent once per charge. */
export function pixGeneratedEmail(env: Env, group: GroupFacts, payment: PaymentFacts, charge: PixChargeFacts): OutgoingEmail {
  return emailOf(payment.email, pixGeneratedContent(group, payment, charge, groupLink(env, group.link_id)), `pix-generated:${payment.id}`);
}
