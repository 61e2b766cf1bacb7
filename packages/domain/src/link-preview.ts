import { type Cents, formatBRL } from './money.ts';
import { perPersonPrice } from './pricing.ts';

/** What a group's link shows where it is shared (WhatsApp's preview) and in the open page's tab. */
export interface GroupPreviewInput {
  creatorName: string;
  productName: string;
  priceCents: Cents;
  quotas: number;
}

/**
 * The group's title and description, one text wherever it appears: the server writes them into the
 * page's HTML for link previews (crawlers run no script), and the open page keeps them in its head.
 * The amount is the largest quota (seats differ by at most one centavo), under the operator's platform name.
 */
export function groupPreview(group: GroupPreviewInput, platformName: string): { title: string; description: string } {
  return {
    title: `${group.creatorName} te convidou para presentear! — ${group.productName}`,
    description: `Cada um paga ${formatBRL(perPersonPrice(group.priceCents, group.quotas))} em ${group.quotas} cotas. Junte-se pelo ${platformName}.`,
  };
}

/** Where a link preview's raster picture is served (a PNG drawn from a product's SVG). */
export const LINK_PREVIEW_IMAGE_PATH = '/api/link-preview.png';
/** Open Graph's large-card size: WhatsApp, Facebook and others show it without cropping. */
export const LINK_PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** An SVG picture of this site (a path, not another site's address): link previews need it as a raster. */
export function isLocalSvgImage(src: string): boolean {
  if (!src.startsWith('/') || src.startsWith('//') || src.includes('\\')) return false;
  return /\.svg$/i.test(src.split(/[?#]/)[0] ?? '');
}

/**
 * The picture a shared link shows: WhatsApp and most crawlers do not show SVG, so an SVG of this site
 * goes through its PNG rendering; any other picture (an uploaded photo, a partner's JPEG) as it is.
 */
export function linkPreviewImage(image: string): string {
  return isLocalSvgImage(image) ? `${LINK_PREVIEW_IMAGE_PATH}?src=${encodeURIComponent(image)}` : image;
}
