import { useEffect } from 'react';

/** Sets the tab title while a page is open and restores the previous one on leaving. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
