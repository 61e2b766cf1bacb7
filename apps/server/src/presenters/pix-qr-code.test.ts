import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { pixQrCodeDataUrl } from './group.ts';

const MODULE_PIXELS = 8;

/**
 * What a banking app's camera reads from the image: the SVG's modules (qrcode draws each dark run of a
 * row as `h<length>`, moving with `M`/`m`) painted into a bitmap, decoded by an independent QR reader.
 */
function readQr(dataUrl: string): string | undefined {
  const svg = Buffer.from(dataUrl.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString();
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const path = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1] ?? '';
  const dark = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === 'M') [x, y] = [Number(a), Number(b)];
    else if (command === 'm') [x, y] = [x + Number(a), y + Number(b)];
    else for (let end = x + Number(a); x < end; x++) dark.add(`${x},${Math.floor(y)}`);
  }
  const side = size * MODULE_PIXELS;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let py = 0; py < side; py++) {
    for (let px = 0; px < side; px++) {
      if (!dark.has(`${Math.floor(px / MODULE_PIXELS)},${Math.floor(py / MODULE_PIXELS)}`)) continue;
      pixels.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
    }
  }
  return jsQR(pixels, side, side)?.data;
}

describe('PIX QR code image', () => {
  it('is an SVG that a QR reader decodes back to the copia e cola', async () => {
    const copiaECola = '00020101021226880014br.gov.bcb.pix2566qrcodes-pix.juntai.com.br/v2/cobv/JT0123456789abcdef01234567'
      + '5204000053039865406262.505802BR5906JUNTAI6009SAO PAULO62070503***6304ABCD';
    const url = await pixQrCodeDataUrl(copiaECola);
    expect(url).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    expect(readQr(url)).toBe(copiaECola);
    expect(readQr(await pixQrCodeDataUrl(`${copiaECola}X`))).not.toBe(copiaECola);
  });
});
