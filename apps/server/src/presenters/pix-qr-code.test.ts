import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { pixQrCodeDataUrl } from './group.ts';

/** What a banking app's camera reads from the image: decoded by an independent QR reader. */
function readQr(dataUrl: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

describe('PIX QR code image', () => {
  it('is a PNG that a QR reader decodes back to the copia e cola', async () => {
    const copiaECola = '00020101021226880014br.gov.bcb.pix2566qrcodes-pix.juntai.com.br/v2/cobv/JT0123456789abcdef01234567'
      + '5204000053039865406262.505802BR5906JUNTAI6009SAO PAULO62070503***6304ABCD';
    const url = await pixQrCodeDataUrl(copiaECola);
    expect(url).toMatch(/^data:image\/png;base64,/);
    expect(readQr(url)).toBe(copiaECola);
  });
});
