import { useEffect } from 'react';

export const SITE_NAME = 'Küünal';

/** "<page> – Küünal"; the site name alone when the page has no title of its own. */
export function documentTitle(page: string | null | undefined): string {
  if (!page || page === SITE_NAME) return SITE_NAME;
  return page.includes(SITE_NAME) ? page : `${page} – ${SITE_NAME}`;
}

/** Sets the document title for screens whose route meta has disableGlobalTitle. */
export function useDocumentTitle(page: string | null | undefined): void {
  useEffect(() => {
    if (page) document.title = documentTitle(page);
  }, [page]);
}
