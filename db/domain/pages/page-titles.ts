/**
 * The pages' titles, written once (zod-free: the app's first screen imports them): the app's
 * Estonian texts are these (pwa/src/lib/locales/et.ts; en and ru translate them key by key)
 * and the server's page meta puts them into the pages it sends (api/src/pages/meta.ts).
 * Which page has which title: page-meta.ts.
 */

/** The pages' titles in Estonian, the site's language (without " – Küünal", see titles.ts) */
export const PAGE_TITLES = {
  home: 'Küünal – surmakuulutused ja mälestamine',
  notices: 'Surmakuulutused',
  funeralNotices: 'Ärasaatmisteated',
  condolences: 'Kaastundeavaldused',
  memorials: 'Mälestuspäevad',
  notice: 'Teade',
  privacy: 'Privaatsuspoliitika',
  terms: 'Kasutustingimused',
  contact: 'Kontakt',
  helpGuide: 'Kuidas käituda lähedase surma korral',
  poemSamples: 'Luuletuste näidised',
  condolenceSamples: 'Kaastundeavalduse näidised',
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
  wizard: 'Lisa teade',
  edit: 'Muuda teadet',
  drafts: 'Minu mustandid',
  following: 'Jälgitavad',
  directory: 'Matuseteenused',
  service: 'Teenus',
  company: 'Ettevõte',
  accountCompany: 'Minu ettevõte',
  claimConfirm: 'Ettevõtte kinnitamine',
  serviceRequest: 'Küsi hinnapakkumist',
  serviceRequestPage: 'Minu hinnapäring',
  providerRequests: 'Hinnapäringud',
  providerRequest: 'Hinnapäring',
  providerSettings: 'Päringute teavitused',
  articles: 'Artiklid',
  article: 'Artikkel',
  articleEdit: 'Muuda artiklit',
  articleNew: 'Uus artikkel',
  search: 'Otsing',
  planner: 'Matuse projektijuht',
};
export type TitleKey = keyof typeof PAGE_TITLES;

/**
 * The home page's hero in Estonian: the app's texts (pwa/src/lib/locales/et.ts) and the frame the
 * server draws before the scripts have run (api/src/pages/frame.ts)
 */
export const HOME_HERO = {
  heading: 'Küünal',
  tagline: 'Surmakuulutused, kaastundeavaldused ja mälestuspäevad',
  lead: 'Teata lähedase lahkumisest, avalda kaastunnet ja süüta mälestuseks küünal.',
};
