import type { Group } from '@juntai/contract';
import { useEffect } from 'react';
import { formatReais } from '../../../lib/format.ts';
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
 * are removed). Crawlers get the same tags from the server's HTML; this keeps them right in the page.
 */
export function useGroupSeo(group: Group | undefined): void {
  const title = group ? `${group.product_name} — compra em grupo | Juntaí` : 'Grupo — Juntaí';
  useDocumentTitle(title);

  const origin = window.location.origin;
  const url = group ? `${origin}/g/${group.link_id}` : '';
  const image = group ? new URL(group.product_image, origin).href : '';
  const description = group
    ? `${group.creator_name} te convidou para presentear! ${group.product_name} dividido em ${group.number_of_quotas} cotas de ${formatReais(group.quota_value)}. ${group.paid_count} de ${group.number_of_quotas} cotas pagas.`
    : '';
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
