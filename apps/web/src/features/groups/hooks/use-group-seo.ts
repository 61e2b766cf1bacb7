import type { Group } from '@juntai/contract';
import { centsFromReais, groupPreview } from '@juntai/domain';
import { useEffect } from 'react';
import { pageOrigin } from '../../../lib/page-origin.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

type MetaTag = readonly [attribute: 'name' | 'property', key: string, content: string];

const JSON_LD_ID = 'juntai-group-product';

const availability = {
  active: 'https://schema.org/InStock',
  completed: 'https://schema.org/SoldOut',
  expired: 'https://schema.org/Discontinued',
} as const;

/**
 * While a group page is open: the tab title, the social preview tags (og:, twitter:) and a JSON-LD
 * Product describe the group; on leaving, the previous values come back (tags that did not exist
 * are removed). Crawlers get the same title and description from the server's HTML (routes/group-page.ts);
 * this keeps them right in the page as the group changes.
 */
export function useGroupSeo(group: Group | undefined, platformName: string): void {
  // The same title and description the server writes for link previews (the domain's groupPreview).
  const preview = group && groupPreview({
    creatorName: group.creator_name, productName: group.product_name, priceCents: centsFromReais(group.product_price), quotas: group.number_of_quotas,
  }, platformName);
  const title = preview?.title ?? `Grupo — ${platformName}`;
  useDocumentTitle(title);

  const origin = pageOrigin();
  const url = group ? `${origin}/g/${group.link_id}` : '';
  const image = group ? new URL(group.product_image, origin).href : '';
  const description = preview?.description ?? '';
  const tags: MetaTag[] = group
    ? [
        ['name', 'description', description],
        ['property', 'og:title', title],
        ['property', 'og:description', description],
        ['property', 'og:type', 'product'],
        ['property', 'og:url', url],
        ['property', 'og:image', image],
        ['property', 'og:locale', 'pt_BR'],
        ['name', 'twitter:card', 'summary_large_image'],
        ['name', 'twitter:title', title],
        ['name', 'twitter:description', description],
        ['name', 'twitter:image', image],
      ]
    : [];
  const jsonLd = group
    ? JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: group.product_name,
        image,
        description,
        offers: {
          '@type': 'Offer',
          price: group.product_price.toFixed(2),
          priceCurrency: 'BRL',
          availability: availability[group.status],
          url,
        },
      })
    : '';
  // One string per content, so the effect runs again only when something shown really changed.
  const tagsKey = JSON.stringify(tags);

  useEffect(() => {
    const current = JSON.parse(tagsKey) as MetaTag[];
    if (current.length === 0) return;
    const restores = current.map(([attribute, key, content]) => {
      let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
      const previous = element?.getAttribute('content') ?? null;
      const created = !element;
      if (!element) {
        element = document.createElement('meta');
        element.setAttribute(attribute, key);
        document.head.appendChild(element);
      }
      element.setAttribute('content', content);
      const tag = element;
      return () => {
        if (created) tag.remove();
        else if (previous !== null) tag.setAttribute('content', previous);
      };
    });
    return () => restores.forEach((restore) => restore());
  }, [tagsKey]);

  useEffect(() => {
    if (!jsonLd) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = JSON_LD_ID;
    script.textContent = jsonLd;
    document.head.appendChild(script);
    return () => script.remove();
  }, [jsonLd]);
}
