/**
 * Page titles, one way on both sides: the server puts them into the page it sends
 * (api/src/pages/meta.ts) and the app sets the same once it runs (pwa/src/lib/title.ts), so a
 * title never changes after load. Language-neutral where the server cannot know the language.
 * A notice page's title: notice-titles.ts.
 */
export const SITE_NAME = 'Küünal';

/** "<page> – Küünal"; the site name alone when the page has no title of its own. */
export function documentTitle(page: string | null | undefined): string {
  if (!page || page === SITE_NAME) return SITE_NAME;
  return page.includes(SITE_NAME) ? page : `${page} – ${SITE_NAME}`;
}
