import { useEffect } from 'react';
import { documentTitle } from '#domain/pages/titles';

// one title function for the server's page and the app: a title never differs after hydration
export { SITE_NAME, documentTitle } from '#domain/pages/titles';

/** Sets the document title for screens whose route meta has disableGlobalTitle. */
export function useDocumentTitle(page: string | null | undefined): void {
  useEffect(() => {
    if (page) document.title = documentTitle(page);
  }, [page]);
}
