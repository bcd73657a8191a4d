import { createContext, useContext, useEffect } from 'react';
import { pageTitle } from '../app/brand.ts';

/** Takes the title of a page rendered on the server (see entry-server.tsx); absent in the browser. */
export const ServerTitle = createContext<((title: string) => void) | null>(null);

/** Sets `document.title` to "<title> | <brand>" (or the brand alone) while the page is shown. */
export function useDocumentTitle(title?: string): void {
  useContext(ServerTitle)?.(pageTitle(title));
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
