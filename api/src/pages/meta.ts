/**
 * What a shared link or a search engine sees of a page before any JavaScript runs: titles and
 * descriptions in Estonian (the site's language), per page of db/domain/pages.ts, from
 * db/domain/page-meta.ts (the app's titles are the same words) and page-descriptions.ts.
 */
import { countySlug } from '#domain/vocabulary/counties';
import { LIST_PAGES, PAGE_PATHS, type PageKey } from '#domain/pages/pages';
import { CARD_SEGMENT, NOTICE_TYPE_NAMES, type NoticeType } from '#domain/vocabulary/notice-types';
import {
  PAGE_DESCRIPTIONS,
  SITE_DESCRIPTION,
  listDescription,
} from '#domain/pages/page-descriptions';
import { pageTitle } from '#domain/pages/page-meta';
import { PAGE_TITLES } from '#domain/pages/page-titles';
import { noticeTitle } from '#domain/pages/notice-titles';
import { documentTitle } from '#domain/pages/titles';
import { ARTICLE_FEED_PATH, NOTICE_FEED_PATH, countyFeedPath } from '../discovery/feed-paths';
import { truncate } from '../lib/html';
import type { NoticeDetail } from '../routes/notices/queries';

export interface PageMeta {
  title: string;
  description: string;
  type: 'website' | 'article';
  image?: string | null;
  noindex?: boolean;
  /** The canonical path when it is not the requested one (a company asked for by its id) */
  canonicalPath?: string;
  /** The Atom feed of the page's notices (a `<link rel="alternate">` in the head) */
  feed?: { title: string; path: string };
}

/** The pages that link the whole site's notice feed: home and the notice lists */
const FEED_PAGES: ReadonlySet<PageKey> = new Set<PageKey>([
  'home',
  'homeEt',
  'homeEn',
  ...LIST_PAGES,
]);
const NOTICE_FEED = { title: documentTitle(PAGE_TITLES.notices), path: NOTICE_FEED_PATH };
/** The list of articles links the articles' feed */
const ARTICLE_FEED = { title: documentTitle(PAGE_TITLES.articles), path: ARTICLE_FEED_PATH };

/** The home and its language addresses (/et, /en) */
const HOME_PAGES: ReadonlySet<PageKey> = new Set<PageKey>(['home', 'homeEt', 'homeEn']);
/** What a shared link to the home shows: the app's icon (pwa/public/icons) */
const SITE_IMAGE = '/icons/icon-512.png';

/** Every page's fixed meta (a county's list and a notice's card have their own, below) */
export const STATIC_META = Object.fromEntries(
  (Object.keys(PAGE_PATHS) as PageKey[]).map((key) => {
    const description = PAGE_DESCRIPTIONS[key];
    const meta: Omit<PageMeta, 'type'> = {
      title: documentTitle(PAGE_TITLES[pageTitle(key)]),
      description: description ?? SITE_DESCRIPTION,
    };
    if (!description) meta.noindex = true;
    if (FEED_PAGES.has(key)) meta.feed = NOTICE_FEED;
    if (key === 'articles') meta.feed = ARTICLE_FEED;
    // the home in a chosen language is the home: one address for search engines and shares
    if (HOME_PAGES.has(key)) Object.assign(meta, { image: SITE_IMAGE, canonicalPath: '/' });
    return [key, meta];
  }),
) as Record<PageKey, Omit<PageMeta, 'type'>>;

export const NOT_FOUND_META: PageMeta = {
  title: documentTitle(PAGE_TITLES.notFound),
  description: SITE_DESCRIPTION,
  type: 'website',
  noindex: true,
};

/** A notice the admin hid (answered 410 while hidden) */
export const REMOVED_META: PageMeta = {
  ...NOT_FOUND_META,
  title: documentTitle('Teade on eemaldatud'),
};

export function countyListMeta(countyName: string): PageMeta {
  const title = documentTitle(`${PAGE_TITLES.notices} – ${countyName}`);
  return {
    title,
    description: listDescription(`Surmakuulutused (${countyName})`),
    type: 'website',
    feed: { title, path: countyFeedPath(countySlug(countyName)) },
  };
}

/** What a notice's description says (its page's meta, its feed entry's summary) */
export type NoticeText = Pick<
  NoticeDetail,
  | 'type'
  | 'prefix'
  | 'deceasedName'
  | 'maidenName'
  | 'birthDate'
  | 'deathDate'
  | 'funeralInfo'
  | 'signature'
>;

/** "Ärasaatmisteade. Mälestame · Mari Tamm (1940 – 2025) · …", at most 200 characters */
export function noticeDescription(notice: NoticeText): string {
  const dates = [notice.birthDate, notice.deathDate].filter(Boolean).join(' – ');
  const name = notice.maidenName
    ? `${notice.deceasedName} (sünd. ${notice.maidenName})`
    : notice.deceasedName;
  const heading = dates ? `${name} (${dates})` : name;
  const parts = [
    `${NOTICE_TYPE_NAMES[notice.type]}. ${notice.prefix}`.trim(),
    heading,
    notice.funeralInfo,
    notice.signature,
  ];
  return truncate(parts.filter(Boolean).join(' · '), 200);
}

export function noticeMeta(notice: NoticeDetail): PageMeta {
  return {
    // the app sets the same title once it runs (db/domain/titles.ts)
    title: noticeTitle(notice),
    description: noticeDescription(notice),
    type: 'article',
    image: notice.portraitUrl ?? notice.backgroundUrl,
  };
}

export function isCardSegmentOf(type: NoticeType, segment: string): boolean {
  return CARD_SEGMENT[type] === segment;
}
