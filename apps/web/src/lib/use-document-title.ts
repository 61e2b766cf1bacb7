import { DEFAULT_PUBLIC_SETTINGS } from '@juntai/contract/plain';
import { useEffect } from 'react';
import { usePublicSettings } from './public-settings.ts';

/**
 * Sets the tab title while a page is open and restores the previous one on leaving. Titles are written
 * with the product's default name; the operator's platform_name takes its place.
 */
export function useDocumentTitle(title: string): void {
  const { platform_name: platformName } = usePublicSettings();
  const shown = title.replaceAll(DEFAULT_PUBLIC_SETTINGS.platform_name, platformName);
  useEffect(() => {
    const previous = document.title;
    document.title = shown;
    return () => {
      document.title = previous;
    };
  }, [shown]);
}
