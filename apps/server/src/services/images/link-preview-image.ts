import { LINK_PREVIEW_IMAGE_SIZE } from '@juntai/domain';
import sharp from 'sharp';

/** Fetches a picture of this site by its path: its SVG bytes, or undefined when there is none. */
export type SvgSource = (src: string) => Promise<Buffer | undefined>;

/** Renderings kept per source path; the demo catalogue has a few dozen pictures. */
const CACHE_LIMIT = 200;
const { width: WIDTH, height: HEIGHT } = LINK_PREVIEW_IMAGE_SIZE;
/** sharp reads an SVG at 72 dpi: a higher density draws it at the preview's size rather than enlarging a small raster. */
const BASE_DENSITY = 72;

async function rasterise(svg: Buffer): Promise<Buffer> {
  const { width = WIDTH, height = HEIGHT } = await sharp(svg).metadata();
  const scale = Math.max(1, WIDTH / width, HEIGHT / height);
  return sharp(svg, { density: Math.min(BASE_DENSITY * scale, 2_400), limitInputPixels: 40_000_000 })
    .resize(WIDTH, HEIGHT, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
}

/**
 * A product's SVG as the PNG a link preview shows (WhatsApp does not show SVG): 1200×630, the picture
 * whole on white. Each source is drawn once per process and kept (the oldest dropped past the limit);
 * a source that is missing or unreadable is not kept, so it is looked for again next time.
 */
export function linkPreviewImages(source: SvgSource): (src: string) => Promise<Buffer | undefined> {
  const kept = new Map<string, Promise<Buffer | undefined>>();
  return (src) => {
    const known = kept.get(src);
    if (known) return known;
    const drawing = source(src).then((svg) => (svg ? rasterise(svg) : undefined)).catch(() => undefined);
    kept.set(src, drawing);
    if (kept.size > CACHE_LIMIT) kept.delete(kept.keys().next().value as string);
    void drawing.then((png) => {
      if (!png) kept.delete(src);
    });
    return drawing;
  };
}
