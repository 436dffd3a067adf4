/**
 * Page titles, one way on both sides: the server puts them into the page it sends
 * (api/src/pages/meta.ts) and the app sets the same once it runs (pwa/src/lib/title.ts), so a
 * title never changes after load. Language-neutral where the server cannot know the language.
 */
export const SITE_NAME = 'Küünal';

/** "<page> – Küünal"; the site name alone when the page has no title of its own. */
export function documentTitle(page: string | null | undefined): string {
  if (!page || page === SITE_NAME) return SITE_NAME;
  return page.includes(SITE_NAME) ? page : `${page} – ${SITE_NAME}`;
}

export interface TitledNotice {
  deceasedName: string;
  birthDate: string | null;
  deathDate: string | null;
}

/** A notice page's own part: "Mari Tamm (12.03.1940 – 02.11.2025)", or the name alone. */
export function noticeHeading(notice: TitledNotice): string {
  const dates = [notice.birthDate, notice.deathDate].filter(Boolean).join(' – ');
  return dates ? `${notice.deceasedName} (${dates})` : notice.deceasedName;
}

/** A notice page's title: "Mari Tamm (12.03.1940 – 02.11.2025) – Küünal". */
export function noticeTitle(notice: TitledNotice): string {
  return documentTitle(noticeHeading(notice));
}
