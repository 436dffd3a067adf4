/**
 * A page's first data, asked for with the document: the app matches the URL against the route
 * table before React, the router or the screen's chunk have loaded, and calls the route's
 * `handle.early` (routes.tsx), which starts its GET requests here. The screen's query then takes
 * the answer instead of asking again. An answer nobody takes within EARLY_TTL_MS is dropped.
 * By plain fetch (lib/get-json.ts; the service worker's caching applies as to any request); on
 * any failure the query makes its own request, so errors look exactly as without this.
 */
import { type Params, type RouteObject, matchRoutes } from 'react-router-dom';
import { getJson } from './get-json';
import { type Language, currentLanguage } from './i18n';
import type { RouteMeta } from './route-meta';

/** A GET of the API: path and query parameters (without `locale`). */
export interface GetRequest {
  path: string;
  params: Record<string, string>;
}

/** What a route's `handle.early` gets: the matched URL and the language to ask in. */
export interface EarlyContext {
  params: Params;
  search: URLSearchParams;
  meta: RouteMeta | undefined;
  language: Language;
  request: (request: GetRequest) => void;
}

export type EarlyRequests = (context: EarlyContext) => void;

const EARLY_TTL_MS = 30_000;

interface Early {
  at: number;
  language: Language;
  /** The answer's JSON; undefined when the request failed or was not OK */
  json: Promise<unknown>;
  settled: boolean;
  value: unknown;
}

const started = new Map<string, Early>();

function keyOf({ path, params }: GetRequest): string {
  const sorted = Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${new URLSearchParams(sorted).toString()}`;
}

export function requestEarly(request: GetRequest, language: Language): void {
  const key = keyOf(request);
  if (started.has(key)) return;
  const early: Early = {
    at: Date.now(),
    language,
    json: getJson<unknown>(request.path, request.params, { language })
      .catch(() => undefined)
      .then((value) => {
        early.settled = true;
        early.value = value;
        return value;
      }),
    settled: false,
    value: undefined,
  };
  started.set(key, early);
}

/** Removes and returns the early request for this request if it may still be used. */
function claim(request: GetRequest, onlySettled: boolean): Early | undefined {
  const key = keyOf(request);
  const early = started.get(key);
  if (!early || (onlySettled && !early.settled)) return undefined;
  started.delete(key);
  const usable = Date.now() - early.at <= EARLY_TTL_MS && early.language === currentLanguage();
  return usable ? early : undefined;
}

/**
 * The JSON of an early answer to this request, once; undefined when there is none (not started,
 * too old, asked in another language, failed or not OK): the caller then asks itself.
 */
export async function takeEarly<T>(request: GetRequest): Promise<T | undefined> {
  return (await claim(request, false)?.json) as T | undefined;
}

/**
 * takeEarly for an answer that is already in, synchronously (a query's initialData, so that the
 * first render has the data); undefined while it is still on its way.
 */
export function takeArrivedEarly<T>(request: GetRequest): T | undefined {
  return claim(request, true)?.value as T | undefined;
}

/** Settles when every early request has its answer (or has failed). */
export function earlyRequestsSettled(): Promise<void> {
  return Promise.all([...started.values()].map((early) => early.json)).then(() => undefined);
}

interface EarlyHandle {
  meta?: RouteMeta;
  early?: EarlyRequests;
}

/** Starts the early requests of the deepest matched route that has any. */
export function startEarlyRequests(
  routes: RouteObject[],
  location: { pathname: string; search: string },
  language: Language,
): void {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const { route, params } = matches[i]!;
    const handle = route.handle as EarlyHandle | undefined;
    if (!handle?.early) continue;
    handle.early({
      params,
      search: new URLSearchParams(location.search),
      meta: handle.meta,
      language,
      request: (request) => requestEarly(request, language),
    });
    return;
  }
}
