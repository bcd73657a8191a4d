import { useEffect } from 'react';
import { pageTitle } from '../app/brand.ts';

/** Sets `document.title` to "<title> | <brand>" (or the brand alone) while the page is shown. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
