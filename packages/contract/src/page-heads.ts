import { absoluteUrl, type Cents, centsFromReais, formatBRL, groupPreview, linkPreviewImage } from '@juntai/domain';
import type { Group } from './groups.ts';

/**
 * What a page says about itself in its head: the tab's title, and what a shared link shows (WhatsApp
 * and every other crawler read the Open Graph tags and run no script) and a search engine reads (the
 * schema.org data). One value per page, made by the functions below: the server writes it into the
 * page's HTML, and the open page keeps its head in step with it (apps/web `usePageHead`).
 */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute addresses; left out when the page's origin is not known. */
  image?: string;
  url?: string;
  type: 'website' | 'product';
  /** schema.org structured data, written as JSON-LD. */
  structuredData?: Record<string, unknown>;
}

/** Where a head is made: the address the page was asked at and the platform name the operator chose. */
export interface HeadContext {
  origin: string | undefined;
  platformName: string;
}

const availability = {
  active: 'https://schema.org/InStock',
  completed: 'https://schema.org/SoldOut',
  expired: 'https://schema.org/Discontinued',
} as const;

function productData(name: string, priceCents: number, image: string | undefined, description: string, url: string | undefined, stock: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    ...(image ? { image } : {}),
    description,
    offers: { '@type': 'Offer', price: (priceCents / 100).toFixed(2), priceCurrency: 'BRL', availability: stock, ...(url ? { url } : {}) },
  };
}

export type GroupHeadInput = Pick<Group, 'link_id' | 'creator_name' | 'product_name' | 'product_image' | 'product_price' | 'number_of_quotas' | 'status'>;

/** A group's page: who invites, to what, and what each one pays (the domain's groupPreview); no e-mails, no phones. */
export function groupHead(group: GroupHeadInput, { origin, platformName }: HeadContext): PageHead {
  const priceCents = centsFromReais(group.product_price);
  const { title, description } = groupPreview({
    creatorName: group.creator_name, productName: group.product_name, priceCents, quotas: group.number_of_quotas,
  }, platformName);
  const image = absoluteUrl(linkPreviewImage(group.product_image), origin);
  const url = absoluteUrl(`/g/${encodeURIComponent(group.link_id)}`, origin);
  return {
    title, description, image, url, type: 'product',
    structuredData: productData(group.product_name, priceCents, image, description, url, availability[group.status]),
  };
}

export interface ProductHeadInput {
  id: number;
  name: string;
  priceCents: Cents;
  image: string;
}

/** A product for sale: its name and price, to be bought in a group. */
export function productHead(product: ProductHeadInput, { origin, platformName }: HeadContext): PageHead {
  const description = `${formatBRL(product.priceCents)}: compre em grupo e divida o valor em cotas com quem você quiser.`;
  const image = absoluteUrl(linkPreviewImage(product.image), origin);
  const url = absoluteUrl(`/product/${product.id}`, origin);
  return {
    title: `${product.name} — ${platformName}`, description, image, url, type: 'product',
    structuredData: productData(product.name, product.priceCents, image, description, url, availability.active),
  };
}

/** A head's meta tag: its attribute (`name` or `property`), that attribute's value, and the content. */
export type HeadMetaTag = readonly [attribute: 'name' | 'property', key: string, content: string];

/**
 * The meta tags a head stands for, the same list wherever it is written: into the HTML by the server
 * (apps/server plugins/spa.ts), into the open page's head by the browser (apps/web usePageHead).
 * An address the head does not know is left out.
 */
export function headMetaTags(head: PageHead): HeadMetaTag[] {
  const tags: Array<readonly [HeadMetaTag[0], string, string | undefined]> = [
    ['name', 'description', head.description],
    ['property', 'og:title', head.title],
    ['property', 'og:description', head.description],
    ['property', 'og:type', head.type],
    ['property', 'og:url', head.url],
    ['property', 'og:image', head.image],
    ['property', 'og:locale', 'pt_BR'],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', head.title],
    ['name', 'twitter:description', head.description],
    ['name', 'twitter:image', head.image],
  ];
  return tags.filter((tag): tag is HeadMetaTag => Boolean(tag[2]));
}

/** The id of the page's JSON-LD script: written by the server, kept in step by the open page. */
export const STRUCTURED_DATA_ID = 'juntai-structured-data';

/** JSON with `<`, U+2028 and U+2029 escaped, so no value can close the script element it travels in or break it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Text as it may stand in HTML, between tags or in a double-quoted attribute (the page's head, e-mails). */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
