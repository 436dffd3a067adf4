/**
 * What the service worker (pwa/src/sw.ts) caches and how it tells the page that data came from
 * its cache. Pure: shared by the worker and the page, unit-tested in Node.
 */

/** A GET of the API: path and query parameters (without `locale`). */
export interface GetRequest {
  path: string;
  params: Record<string, string>;
}

/**
 * A public GET's address as the app asks for it: its parameters in their order, then
 * `locale`. One rule for the page (lib/get-json.ts) and the worker, which saves some answers
 * before the page asks (the home page's newest notices): a saved answer is found only under
 * the address the page asks.
 */
export function apiUrl(
  path: string,
  params: Record<string, string | number>,
  language: string,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) search.set(key, String(value));
  search.set('locale', language);
  return `${path}?${search.toString()}`;
}

/** Cache names (the precache of the app shell is workbox's own). */
export const CACHE_NAMES = {
  /** -2: the answers carry each county's slug and name it in the asked language */
  counties: 'kyynal-counties-2',
  notices: 'kyynal-notices',
  directory: 'kyynal-directory',
  directoryLookups: 'kyynal-directory-lookups',
  uploads: 'kyynal-uploads',
  requests: 'kyynal-requests',
  help: 'kyynal-help',
  articles: 'kyynal-articles',
} as const;

/** Bounds of the runtime caches (workbox-expiration). */
export const CACHE_LIMITS = {
  counties: { maxEntries: 8, maxAgeSeconds: 30 * 24 * 3600 },
  /** lists (per filter and page) and cards with their replies */
  notices: { maxEntries: 120, maxAgeSeconds: 14 * 24 * 3600 },
  /** the directory's lists and map pages, companies and their reviews */
  directory: { maxEntries: 150, maxAgeSeconds: 14 * 24 * 3600 },
  /** service categories, the map settings, positions of places picked */
  directoryLookups: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 },
  /** portraits and backgrounds: about 100 images of ≤ 300 KB */
  uploads: { maxEntries: 100, maxAgeSeconds: 30 * 24 * 3600 },
  /** a family's private request page; a provider's inbox, requests, offers and settings */
  requests: { maxEntries: 80, maxAgeSeconds: 14 * 24 * 3600 },
  /** the help and legal pages in up to three languages (no age limit: an old copy beats none) */
  help: { maxEntries: 15 },
  /** the article lists (per category and page) and the posts read */
  articles: { maxEntries: 80, maxAgeSeconds: 30 * 24 * 3600 },
} as const;

/**
 * A list or card (and its replies), or the directory's data, that is slower than this is
 * answered from the cache.
 */
export const NOTICES_NETWORK_TIMEOUT_SECONDS = 3;

/** An offline navigation gets the app shell after at most this long. */
export const NAVIGATION_TIMEOUT_MS = 5000;

/** The header the worker adds to a response it answered from its cache. */
export const CACHE_HEADER = 'X-Kyynal-Cache';

/**
 * The error code of the worker's answer for notices data it can neither fetch nor find in its
 * cache (offline, never seen here): the page says so at once instead of retrying.
 */
export const NOT_SAVED_CODE = 'not_saved';

/** That answer: the API's error shape, 503, and the cache header saying "miss". */
export function notSavedResponse(): Response {
  const body = { error: { code: NOT_SAVED_CODE, message: 'Not saved on this device' } };
  return new Response(JSON.stringify(body), {
    status: 503,
    headers: { 'Content-Type': 'application/json; charset=utf-8', [CACHE_HEADER]: 'miss' },
  });
}

/** Whether a response is that answer (by its header: the body is for the page). */
export function isNotSavedResponse(response: Response): boolean {
  return response.status === 503 && response.headers.get(CACHE_HEADER) === 'miss';
}

/** The precached app shell: navigations fall back to it offline. */
export const SHELL_URL = 'index.html';

export type RuntimeRule =
  | 'counties'
  | 'notices'
  | 'directory'
  | 'directoryLookups'
  | 'uploads'
  | 'requests'
  | 'help'
  | 'articles';

const NOTICE_API = /^\/api\/notices(?:\/\d+(?:\/replies)?)?\/?$/;
/** Companies: the list, one by id or slug, its reviews */
const COMPANY_API = /^\/api\/companies(?:\/[\w-]+(?:\/reviews)?)?\/?$/;
/** What the directory looks things up in: services, the map settings, a place's position */
const DIRECTORY_LOOKUP_API = /^\/api\/(?:services(?:\/[\w-]+)?|map|places\/\d+)\/?$/;
/** Service requests: a family's private page (by its ?token=), everything a provider reads */
const REQUEST_API = /^\/api\/(?:requests\/\d+|provider\/[\w/-]+)\/?$/;
/** A help page (/kasulikku/…) in one language */
const HELP_API = /^\/api\/help\/[\w-]+\/?$/;
/** Articles: the list, one by id or slug (not the admin's /api/admin/articles) */
const ARTICLE_API = /^\/api\/articles(?:\/[\w-]+)?\/?$/;

/** Which runtime caching rule a same-origin GET falls under, if any. */
export function runtimeRule(url: URL, origin: string, method = 'GET'): RuntimeRule | null {
  if (method !== 'GET' || url.origin !== origin) return null;
  const { pathname } = url;
  if (pathname === '/api/counties' || pathname === '/api/counties/') return 'counties';
  if (NOTICE_API.test(pathname)) return 'notices';
  if (COMPANY_API.test(pathname)) return 'directory';
  if (DIRECTORY_LOOKUP_API.test(pathname)) return 'directoryLookups';
  if (pathname.startsWith('/uploads/')) return 'uploads';
  if (REQUEST_API.test(pathname)) return 'requests';
  if (HELP_API.test(pathname)) return 'help';
  if (ARTICLE_API.test(pathname)) return 'articles';
  return null;
}

/** worker → page: whether the notices or directory data just delivered came from the worker's cache. */
export interface DataSourceMessage {
  type: 'kyynal:data-source';
  /** true: a saved copy (network failed or was too slow); false: fresh from the server */
  cached: boolean;
  url: string;
}

export function dataSourceMessage(cached: boolean, url: string): DataSourceMessage {
  return { type: 'kyynal:data-source', cached, url };
}

export function isDataSourceMessage(data: unknown): data is DataSourceMessage {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Partial<DataSourceMessage>;
  return m.type === 'kyynal:data-source' && typeof m.cached === 'boolean';
}

/** page → worker: take over now (the user pressed "Värskenda"); workbox-window sends it. */
export function isSkipWaitingMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'SKIP_WAITING'
  );
}
