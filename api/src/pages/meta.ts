/**
 * What a shared link or a search engine sees of a page before any JavaScript runs: titles and
 * descriptions in Estonian (the site's language), per page of db/domain/pages.ts.
 */
import type { PageKey } from '../../../db/domain/pages';
import { CARD_SEGMENT, type NoticeType } from '../../../db/domain/notice-types';
import { noticeTitle } from '../../../db/domain/titles';
import { truncate } from '../lib/html';
import type { NoticeDetail } from '../routes/notices/queries';

export interface PageMeta {
  title: string;
  description: string;
  type: 'website' | 'article';
  image?: string | null;
  noindex?: boolean;
}

const SITE = 'Küünal';
const SITE_DESCRIPTION =
  'Surmakuulutused, ärasaatmisteated, kaastundeavaldused ja mälestuspäevad. Süüta virtuaalne küünal ja jäta järelhüüe.';

const LIST_DESCRIPTION = (what: string) =>
  `${what} Küünlas: otsi nime, maakonna ja kuupäeva järgi, süüta küünal ja jäta järelhüüe.`;

export const STATIC_META: Partial<Record<PageKey, Omit<PageMeta, 'type'>>> = {
  home: { title: `${SITE} – surmakuulutused ja mälestamine`, description: SITE_DESCRIPTION },
  notices: {
    title: `Surmakuulutused – ${SITE}`,
    description: LIST_DESCRIPTION('Kõik surmakuulutused'),
  },
  funeralNotices: {
    title: `Ärasaatmisteated – ${SITE}`,
    description: LIST_DESCRIPTION('Ärasaatmisteated'),
  },
  condolences: {
    title: `Kaastundeavaldused – ${SITE}`,
    description: LIST_DESCRIPTION('Kaastundeavaldused'),
  },
  memorials: {
    title: `Mälestuspäevad – ${SITE}`,
    description: LIST_DESCRIPTION('Mälestuspäevade teated'),
  },
  privacy: {
    title: `Privaatsuspoliitika – ${SITE}`,
    description: 'Milliseid andmeid Küünal kogub ja miks.',
  },
  terms: {
    title: `Kasutustingimused – ${SITE}`,
    description: 'Küünla kasutamise ja teadete avaldamise tingimused.',
  },
  contact: {
    title: `Kontakt – ${SITE}`,
    description: 'Küünla kontaktandmed: kirjuta või helista meile.',
  },
  error: { title: `Viga – ${SITE}`, description: SITE_DESCRIPTION, noindex: true },
  noAccess: { title: `Ligipääs puudub – ${SITE}`, description: SITE_DESCRIPTION, noindex: true },
  login: { title: `Logi sisse – ${SITE}`, description: SITE_DESCRIPTION, noindex: true },
  socialReturn: { title: `Logi sisse – ${SITE}`, description: SITE_DESCRIPTION, noindex: true },
  register: { title: `Loo konto – ${SITE}`, description: SITE_DESCRIPTION, noindex: true },
  forgotPassword: {
    title: `Unustasid parooli? – ${SITE}`,
    description: SITE_DESCRIPTION,
    noindex: true,
  },
  resetPassword: { title: `Uus parool – ${SITE}`, description: SITE_DESCRIPTION, noindex: true },
  account: { title: `Minu konto – ${SITE}`, description: SITE_DESCRIPTION, noindex: true },
  admin: { title: `Haldus – ${SITE}`, description: SITE_DESCRIPTION, noindex: true },
  adminUsers: { title: `Kasutajad – ${SITE}`, description: SITE_DESCRIPTION, noindex: true },
  wizard: { title: `Lisa teade – ${SITE}`, description: SITE_DESCRIPTION, noindex: true },
  edit: { title: `Muuda teadet – ${SITE}`, description: SITE_DESCRIPTION, noindex: true },
  drafts: { title: `Minu mustandid – ${SITE}`, description: SITE_DESCRIPTION, noindex: true },
  following: { title: `Jälgitavad – ${SITE}`, description: SITE_DESCRIPTION, noindex: true },
};
STATIC_META.homeEt = STATIC_META.home;
STATIC_META.homeEn = STATIC_META.home;
STATIC_META.noticesAlias = STATIC_META.notices;
STATIC_META.add = STATIC_META.wizard;

export const NOT_FOUND_META: PageMeta = {
  title: `Lehte ei leitud – ${SITE}`,
  description: SITE_DESCRIPTION,
  type: 'website',
  noindex: true,
};

const TYPE_LABEL: Record<NoticeType, string> = {
  0: 'Surmakuulutus',
  1: 'Kaastundeavaldus',
  2: 'Mälestuspäev',
};

export function countyListMeta(countyName: string): PageMeta {
  return {
    title: `Surmakuulutused – ${countyName} – ${SITE}`,
    description: LIST_DESCRIPTION(`Surmakuulutused (${countyName})`),
    type: 'website',
  };
}

export function noticeMeta(notice: NoticeDetail): PageMeta {
  const dates = [notice.birthDate, notice.deathDate].filter(Boolean).join(' – ');
  const name = notice.maidenName
    ? `${notice.deceasedName} (sünd. ${notice.maidenName})`
    : notice.deceasedName;
  const heading = dates ? `${name} (${dates})` : name;
  const parts = [
    `${TYPE_LABEL[notice.type]}. ${notice.prefix}`.trim(),
    heading,
    notice.funeralInfo,
    notice.signature,
  ];
  return {
    // the app sets the same title once it runs (db/domain/titles.ts)
    title: noticeTitle(notice),
    description: truncate(parts.filter(Boolean).join(' · '), 200),
    type: 'article',
    image: notice.portraitUrl ?? notice.backgroundUrl,
  };
}

export function isCardSegmentOf(type: NoticeType, segment: string): boolean {
  return CARD_SEGMENT[type] === segment;
}
