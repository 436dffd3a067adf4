/**
 * What each page is called and how it is described, written once (zod-free, so the app's first
 * screen may import it): the server puts the title and description into the page it sends
 * (api/src/pages/meta.ts), the app's Estonian texts are these titles (pwa/src/lib/locales/et.ts,
 * which en and ru translate key by key) and its route table names each page's title from here.
 */
import type { PageKey } from './pages';

/** The pages' titles in Estonian, the site's language (without " – Küünal", see titles.ts) */
export const PAGE_TITLES = {
  home: 'Küünal – surmakuulutused ja mälestamine',
  notices: 'Surmakuulutused',
  funeral: 'Ärasaatmisteated',
  condolences: 'Kaastundeavaldused',
  memorials: 'Mälestuspäevad',
  notice: 'Teade',
  privacy: 'Privaatsuspoliitika',
  terms: 'Kasutustingimused',
  contact: 'Kontakt',
  error: 'Viga',
  noAccess: 'Ligipääs puudub',
  notFound: 'Lehte ei leitud',
  login: 'Logi sisse',
  socialReturn: 'Arvustajana sisselogimine',
  register: 'Loo konto',
  forgotPassword: 'Parooli taastamine',
  resetPassword: 'Uus parool',
  account: 'Minu konto',
  admin: 'Haldus',
  adminUsers: 'Kasutajad',
  wizard: 'Lisa teade',
  edit: 'Muuda teadet',
  drafts: 'Minu mustandid',
  following: 'Jälgitavad',
};
export type TitleKey = keyof typeof PAGE_TITLES;

/** Which title each page has (a notice's card sets its own from the notice) */
export const PAGE_TITLE = {
  home: 'home',
  homeEt: 'home',
  homeEn: 'home',
  notices: 'notices',
  noticesAlias: 'notices',
  funeralNotices: 'funeral',
  condolences: 'condolences',
  memorials: 'memorials',
  funeralCard: 'notice',
  condolenceCard: 'notice',
  memorialCard: 'notice',
  privacy: 'privacy',
  terms: 'terms',
  contact: 'contact',
  error: 'error',
  noAccess: 'noAccess',
  login: 'login',
  socialReturn: 'socialReturn',
  register: 'register',
  forgotPassword: 'forgotPassword',
  resetPassword: 'resetPassword',
  account: 'account',
  admin: 'admin',
  adminUsers: 'adminUsers',
  wizard: 'wizard',
  add: 'wizard',
  edit: 'edit',
  drafts: 'drafts',
  following: 'following',
} as const satisfies Record<PageKey, TitleKey>;

export const SITE_DESCRIPTION =
  'Surmakuulutused, ärasaatmisteated, kaastundeavaldused ja mälestuspäevad. Süüta virtuaalne küünal ja jäta järelhüüe.';

/** A notice list's description: "Ärasaatmisteated Küünlas: otsi nime, …" */
export function listDescription(what: string): string {
  return `${what} Küünlas: otsi nime, maakonna ja kuupäeva järgi, süüta küünal ja jäta järelhüüe.`;
}

/** The pages search engines should find, with their own descriptions; the rest are noindex. */
export const PAGE_DESCRIPTIONS: Partial<Record<PageKey, string>> = {
  home: SITE_DESCRIPTION,
  homeEt: SITE_DESCRIPTION,
  homeEn: SITE_DESCRIPTION,
  notices: listDescription('Kõik surmakuulutused'),
  noticesAlias: listDescription('Kõik surmakuulutused'),
  funeralNotices: listDescription('Ärasaatmisteated'),
  condolences: listDescription('Kaastundeavaldused'),
  memorials: listDescription('Mälestuspäevade teated'),
  privacy: 'Milliseid andmeid Küünal kogub ja miks.',
  terms: 'Küünla kasutamise ja teadete avaldamise tingimused.',
  contact: 'Küünla kontaktandmed: kirjuta või helista meile.',
};
