/**
 * Which title each page has (the words: page-titles.ts), read by the app's route table and the
 * server's page meta (api/src/pages/meta.ts, with descriptions from page-descriptions.ts).
 * Apart from the words so that it sits with the route table in the app's bundle.
 */
import type { TitleKey } from './page-titles';
import type { PageKey } from './pages';

/** Pages that carry another page's title; every other page's title is named like the page */
const SHARED_TITLES = {
  homeEt: 'home',
  homeEn: 'home',
  noticesAlias: 'notices',
  // a card sets its title from the notice once it has it
  funeralCard: 'notice',
  condolenceCard: 'notice',
  memorialCard: 'notice',
  add: 'wizard',
  directoryAlias: 'directory',
  plannerShared: 'planner',
  help: 'helpGuide',
  // a section sets its own title (the admin chunk's texts)
  adminSection: 'admin',
} as const satisfies Partial<Record<PageKey, TitleKey>>;

/** The title of a page (a compile error here means a new page needs its title in PAGE_TITLES) */
export function pageTitle(key: PageKey): TitleKey {
  const shared: Partial<Record<PageKey, TitleKey>> = SHARED_TITLES;
  return shared[key] ?? (key as Exclude<PageKey, keyof typeof SHARED_TITLES>);
}
