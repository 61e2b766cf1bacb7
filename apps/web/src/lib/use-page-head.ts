import { type HeadMetaTag, headMetaTags, type PageHead, STRUCTURED_DATA_ID } from '@juntai/contract/plain';
import { useEffect } from 'react';
import { useDocumentTitle } from './use-document-title.ts';

/**
 * While a page is open its head says what the page's head function (`@juntai/contract` page-heads.ts)
 * says: the tab title, the preview tags and the structured data, the same the server wrote into the
 * page's HTML for crawlers, kept in step as the page's data changes. On leaving, the title comes back
 * and the tags go. `fallbackTitle` is the title until there is a head.
 */
export function usePageHead(head: PageHead | undefined, fallbackTitle: string): void {
  useDocumentTitle(head?.title ?? fallbackTitle);
  // One string per content, so the effects run again only when something shown really changed.
  const tagsKey = head ? JSON.stringify(headMetaTags(head)) : '[]';
  const structuredData = head?.structuredData ? JSON.stringify(head.structuredData) : '';

  useEffect(() => {
    const tags = (JSON.parse(tagsKey) as HeadMetaTag[]).map(([attribute, key, content]) => {
      // The server's tag, when the page came drawn, is the one kept up to date.
      let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
      if (!element) {
        element = document.createElement('meta');
        element.setAttribute(attribute, key);
        document.head.appendChild(element);
      }
      element.setAttribute('content', content);
      return element;
    });
    // They describe this page only: the next page says what it is itself.
    return () => tags.forEach((tag) => tag.remove());
  }, [tagsKey]);

  useEffect(() => {
    if (!structuredData) return;
    let script = document.getElementById(STRUCTURED_DATA_ID) as HTMLScriptElement | null;
    if (!script) {
      script = document.createElement('script');
      script.type = 'application/ld+json';
      script.id = STRUCTURED_DATA_ID;
      document.head.appendChild(script);
    }
    script.textContent = structuredData;
    const element = script;
    return () => element.remove();
  }, [structuredData]);
}
