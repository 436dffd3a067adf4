/**
 * The site's page paths, shared by the PWA's route table and the server, which answers
 * any other path with the app and HTTP 404 and injects titles for these.
 * Patterns use react-router syntax: ":name" is a segment, a trailing "?" makes it optional.
 */
export const PAGE_PATHS = {
  home: '/',
  homeEt: '/et',
  homeEn: '/en',
  notices: '/surmakuulutused/:county?',
  noticesAlias: '/teated',
  funeralNotices: '/arasaatmisteated',
  condolences: '/kaastundeavaldused',
  memorials: '/malestuspaevad',
  funeralCard: '/arasaatmisteade/:id',
  condolenceCard: '/kaastundeavaldus/:id',
  memorialCard: '/malestuspaev/:id',
  privacy: '/privaatsus',
  terms: '/tingimused',
  contact: '/kontakt',
  // "Kasulikku": help after a death (its home is the guide), poem and condolence samples
  help: '/kasulikku',
  helpGuide: '/kasulikku/kuidas-kaituda-lahedase-surma-korral',
  poemSamples: '/kasulikku/luuletuste-naidised',
  condolenceSamples: '/kasulikku/kaastundeavalduse-naidis',
  error: '/viga',
  noAccess: '/401',
  login: '/login',
  socialReturn: '/login/social',
  register: '/register',
  forgotPassword: '/password',
  resetPassword: '/password/:token',
  account: '/konto',
  admin: '/admin',
  // an admin section (spec §2's admin children): its path segment and record are the admin
  // chunk's to read (pwa/src/features/admin/sections.ts), so they cost the first screen nothing
  adminSection: '/admin/:section/:id?',
  // the add-notice wizard; '/kaastundeavaldus/:id' above is a condolence's card
  wizard: '/kaastundeavaldus',
  add: '/lisa',
  edit: '/muuda/:id',
  drafts: '/mustandid',
  // "Jälgitavad": the notices this browser's push subscription follows
  following: '/jalgitavad',
  // the funeral providers' directory: list and map, a service category, a company
  directory: '/matuseteenused',
  directoryAlias: '/teenused',
  service: '/teenus/:id',
  company: '/firma/:id',
  // a provider's own company page: claim it, then keep it; the mailed claim link
  accountCompany: '/konto/firma',
  claimConfirm: '/konto/firma/kinnita',
  // service requests: the family's form and private page (?token=), the provider's inbox,
  // one request with the offer form, and the provider's alert settings
  serviceRequest: '/hinnaparing',
  serviceRequestPage: '/hinnaparing/:id',
  providerRequests: '/pakkuja/paringud',
  providerRequest: '/pakkuja/paringud/:id',
  providerSettings: '/pakkuja/seaded',
  // articles: the list (?kategooria=1..4&otsing=), a post (id or slug), the editor, site search (?q=)
  articles: '/artiklid',
  article: '/artikkel/:id',
  articleEdit: '/muuda-artikkel/:id',
  articleNew: '/uus-artikkel',
  search: '/otsing',
  // "Matuse projektijuht": the device's funeral planner, and a shared one (?token=)
  planner: '/projektijuht',
  plannerShared: '/projektijuht/:id',
} as const;
export type PageKey = keyof typeof PAGE_PATHS;

/** A page's path when it has no parameters (an optional one left out). */
type ConcretePath<P extends string> = P extends `${infer Head}/:${string}?`
  ? Head
  : P extends `${string}:${string}`
    ? never
    : P;
/**
 * Every path a link may spell out: the first screen writes `'/kontakt' satisfies PagePath`
 * (checked, and free in bytes) where elsewhere pagePath('contact') (page-links.ts) would do.
 */
export type PagePath = ConcretePath<(typeof PAGE_PATHS)[PageKey]>;

/**
 * Old and short addresses of a page: the server answers them 301 to the page (query kept), the
 * app's route table redirects the same; the sitemap lists only the pages themselves
 */
export const MOVED_PAGES = {
  noticesAlias: 'notices',
  directoryAlias: 'directory',
  help: 'helpGuide',
  add: 'wizard',
} as const satisfies Partial<Record<PageKey, PageKey>>;

export function movedTo(key: PageKey): PageKey | undefined {
  const moved: Partial<Record<PageKey, PageKey>> = MOVED_PAGES;
  return moved[key];
}

/** The notice lists' pages */
export const LIST_PAGES: ReadonlySet<PageKey> = new Set([
  'notices',
  'funeralNotices',
  'condolences',
  'memorials',
]);
/** A published notice's page, one per notice type */
export const CARD_PAGES: ReadonlySet<PageKey> = new Set([
  'funeralCard',
  'condolenceCard',
  'memorialCard',
]);

export interface PageMatch {
  key: PageKey;
  params: Record<string, string>;
}

/** A path segment's text, or null if its percent-encoding is malformed (`%E0`): no page has it */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  const required = want.filter((s) => !s.endsWith('?')).length;
  if (got.length < required || got.length > want.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    const value = got[i];
    if (segment.startsWith(':')) {
      if (value === undefined) continue;
      const decoded = decodeSegment(value);
      if (decoded === null) return null;
      params[segment.slice(1).replace(/\?$/, '')] = decoded;
    } else if (segment !== value) return null;
  }
  return params;
}

/** The page a path shows, or null for an unknown path (the 404 screen). */
export function matchPage(pathname: string): PageMatch | null {
  for (const [key, pattern] of Object.entries(PAGE_PATHS) as [PageKey, string][]) {
    const params = matchPattern(pattern, pathname);
    if (params) return { key, params };
  }
  return null;
}
