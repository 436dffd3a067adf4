/**
 * A notice page's title, from its notice: the server puts it into the page (api/src/pages/meta.ts),
 * the card screen sets the same. Apart from titles.ts, which the app's first screen loads, so
 * that only the card's chunk carries it.
 */
import { documentTitle } from './titles';

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
